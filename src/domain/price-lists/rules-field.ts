/**
 * The `priceRules` field kind's shared part (src/domain/resources/rules.ts calls these two): the rule that
 * checks a rule tree in forms and on the server, and the stored form of a value. Kept apart so the kind can
 * move into a module of its own with the other field kinds.
 */
import type { FieldIssue } from '../errors';
import { emptyRules, normalizeRuleTree, ruleTreeIssue, type RuleNode } from './rules';

/** A field rule: a blank value is an empty tree (every product), anything else must be a valid tree. */
export function priceRulesRule(value: unknown): FieldIssue | null {
  if (value == null) return null;
  return ruleTreeIssue(value);
}

/** The value as stored and answered: blank → the empty tree; a valid tree normalized; anything else as is (the rule refuses it). */
export function normalizePriceRules(value: unknown): unknown {
  if (value == null || value === '') return emptyRules();
  return ruleTreeIssue(value) ? value : normalizeRuleTree(value as RuleNode);
}
