/**
 * The part of a price list's rules the pure validation cannot see (src/domain/price-lists/rules.ts checks the
 * shape): an attribute rule names an attribute that exists, with a condition that fits its ValueType (one of
 * texts for a text attribute; =, ≥, ≤ or between numbers for a numeric one). 40001 naming the field and the
 * rule as people count it ("Rule 2.1"), when a list is saved and when rules are evaluated.
 */
import { inArray } from 'drizzle-orm';
import { ErrorCode } from '../../src/domain/errors';
import { isNumericOperator, type AttributeRule, type RuleNode } from '../../src/domain/price-lists/rules';
import { issue } from '../../src/domain/validation';
import { attributes } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { ApiFailure, ERROR_TEXT } from '../http/errors';

/** Every attribute rule of a tree with its place ("2.1"). */
function attributeRules(node: RuleNode, path: readonly number[] = []): { rule: AttributeRule; at: string }[] {
  if (node.kind === 'rule') return node.subject === 'attribute' ? [{ rule: node, at: path.map((i) => i + 1).join('.') }] : [];
  return node.children.flatMap((child, i) => attributeRules(child, [...path, i]));
}

/** Refuses (40001 on `key`) the first attribute rule whose attribute is gone or whose condition does not fit it. */
export async function assertAttributeRules(db: Db | Tx, tree: RuleNode, key = 'Rules'): Promise<void> {
  const found = attributeRules(tree);
  if (found.length === 0) return;
  const ids = [...new Set(found.map(({ rule }) => rule.attributeId))];
  const rows = await db.select({ id: attributes.ID, type: attributes.ValueType }).from(attributes).where(inArray(attributes.ID, ids));
  const typeOf = new Map(rows.map((r) => [Number(r.id), r.type as string]));
  for (const { rule, at } of found) {
    const type = typeOf.get(rule.attributeId);
    const problem =
      type == null
        ? issue('validation.priceRulesAttribute', { at })
        : (type === 'numeric') !== isNumericOperator(rule.operator)
          ? issue('validation.priceRulesAttributeType', { at })
          : null;
    if (problem) throw new ApiFailure(ErrorCode.BadRequest, ERROR_TEXT[ErrorCode.BadRequest], { [key]: problem });
  }
}
