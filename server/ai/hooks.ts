/**
 * AI product texts on the server (src/domain/resources/product/product-completions.ts). Approving a completion writes
 * its text into the product's translation for its language, in the approval's transaction, as an edit of the
 * product would (the engine's writeUpdate: hook, Version, audit event). Refused with 40001 naming the word while
 * the text holds a prohibited word of its language, with 40901 when the product's text is no longer the one
 * the completion was proposed against. A waiting text may be edited (a word taken out). Activating a prompt
 * deactivates the one active before it for that language and field.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { ErrorCode } from '../../src/domain/errors';
import { descriptionHtml, prohibitedWordsIn, type CompletionField } from '../../src/domain/resources/product/completion-texts';
import { CompletionStatus } from '../../src/domain/resources/product/product-completions';
import { issue } from '../../src/domain/validation';
import type { Executor } from '../db/types';
import { ApiFailure } from '../http/errors';
import type { EffectContext, ResourceHooks, WriteContext } from '../resources/hooks';
import { returnedRecord, writeUpdate } from '../resources/mutations';
import { recordSelection, toRecord } from '../resources/records';
import { versionedUpdate } from '../resources/versioned-writes';
import { checkedValues } from '../resources/write-values';
import type { ResourceRegistry } from '../resources/binding';
import { valueText } from '../../src/domain/value-text';

/** The 40901 message when the product's text moved on since the completion was generated. */
const TEXT_MOVED_ON = "The product's text in this language has changed since the AI text was generated; it was not applied";

/** The prohibited words of a language, as stored. */
async function prohibitedWordsOf(db: Executor, resources: ResourceRegistry, locale: string): Promise<string[]> {
  const words = resources.bindingOf('prohibited-words');
  const rows = await db.select({ word: words.columns.Word }).from(words.table).where(eq(words.columns.Locale, locale));
  return rows.map((row) => String(row.word));
}

/** 40001 naming the first prohibited word the text holds, when it holds one. */
async function assertNoProhibitedWord(db: Executor, resources: ResourceRegistry, locale: string, text: string): Promise<void> {
  const [word] = prohibitedWordsIn(text, await prohibitedWordsOf(db, resources, locale));
  if (word)
    throw new ApiFailure(ErrorCode.BadRequest, `The text holds the prohibited word "${word}"; it cannot be approved`, {
      Text: issue('validation.prohibitedWord', { word }),
    });
}

/** The text a product holds in one language of one field ('' when none). */
export function productText(product: Record<string, unknown>, field: CompletionField, locale: string): string {
  const texts = product[field];
  const text = texts && typeof texts === 'object' ? (texts as Record<string, unknown>)[locale] : undefined;
  return typeof text === 'string' ? text : '';
}

async function applyCompletion({ tx, resources, auth, now, record }: EffectContext): Promise<void> {
  const field = record.Field as CompletionField;
  const locale = String(record.Locale);
  const text = valueText(record.Text);
  await assertNoProhibitedWord(tx, resources, locale, text);
  const products = resources.bindingOf('products');
  const [row] = await tx
    .select(recordSelection(products))
    .from(products.table)
    .where(eq(products.columns.ID, record.ProductID as number))
    .for('update');
  if (!row) throw new ApiFailure(ErrorCode.NotFound, 'The product of the AI text no longer exists');
  const product = await returnedRecord(tx, products, row);
  if (productText(product, field, locale) !== valueText(record.Before ?? '')) throw new ApiFailure(ErrorCode.Conflict, TEXT_MOVED_ON);
  const stored = field === 'Description' ? descriptionHtml(text) : text;
  const texts = { ...((product[field] as Record<string, string> | null) ?? {}), [locale]: stored };
  try {
    await writeUpdate(tx, { auth, now }, products, product, checkedValues(products, { [field]: texts }, 'update', product));
  } catch (error) {
    // The product's own rules (a name too long) are the proposed text's.
    if (error instanceof ApiFailure && error.code === ErrorCode.BadRequest) {
      throw new ApiFailure(ErrorCode.BadRequest, error.message, {
        Text: error.fields?.[field] ?? Object.values(error.fields ?? {})[0] ?? issue('validation.type'),
      });
    }
    throw error;
  }
}

const DECIDED: readonly unknown[] = [CompletionStatus.Approved, CompletionStatus.Declined, CompletionStatus.Replaced];

/** A completion's text is edited only while it waits: a decided (or replaced) one is history. */
function waitingOnly({ current }: WriteContext): void {
  if (current && DECIDED.includes(current.Status)) {
    throw new ApiFailure(ErrorCode.Conflict, 'Only a waiting AI text can be edited; this one has been decided', undefined, undefined, {
      current,
    });
  }
}

export const productCompletionHooks: ResourceHooks = {
  beforeWrite: waitingOnly,
  effects: { 'apply-completion': applyCompletion },
};

/**
 * One active prompt per language and field: a prompt written as active deactivates the other active ones of
 * its language and field in the same transaction, each with its own audit event.
 */
async function onePromptActive({ tx, resources, auth, now, values, current }: WriteContext): Promise<void> {
  const merged = { ...current, ...values };
  if (merged.Active !== true) return;
  const prompts = resources.bindingOf('completion-prompts');
  const { columns, properties } = prompts;
  // Two writers activating prompts at once queue here, so both cannot stay active.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('completion-prompts'))`);
  const others = await tx
    .select(recordSelection(prompts))
    .from(prompts.table)
    .where(
      and(
        eq(columns.Locale, String(merged.Locale)),
        eq(columns.Field, String(merged.Field)),
        eq(columns.Active, true),
        current ? ne(columns.ID, current.ID) : undefined,
      ),
    )
    .for('update');
  for (const row of others) {
    const before = toRecord(row);
    await versionedUpdate(tx, prompts, {
      id: before.ID,
      before,
      set: { [properties.Active]: false },
      now,
      actorId: auth.id,
      action: 'update',
    });
  }
}

export const completionPromptHooks: ResourceHooks = { beforeWrite: onePromptActive };
