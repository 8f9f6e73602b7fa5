/**
 * Generating AI product texts (issue 8 §3): for each product and language, the active prompt of that language
 * and field filled with the product's values, one call to the model, and a waiting `product-completions`
 * record holding the proposed text, the text it would replace (the snapshot approval checks) and the prompt
 * and model used. Each stored completion is its own transaction with its audit events; an earlier waiting
 * completion of the same product, language and field is marked Replaced in it, so one proposal waits at a time.
 *
 * Written for the jobs queue: `progress` is told after every product and language, `signal` stops the run
 * between calls (and aborts the call in flight). A failure of the model stops the run with an AiFailure; what
 * was stored before it stays (a run whose first call fails stores nothing).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TokenPayload } from '../../src/domain/api-types';
import { LOCALES, type Locale } from '../../src/domain/constants';
import { ErrorCode } from '../../src/domain/errors';
import { htmlToText } from '../../src/domain/html';
import { fillPrompt, type CompletionField } from '../../src/domain/resources/product/completion-texts';
import { CompletionStatus } from '../../src/domain/resources/product/product-completions';
import { normalizeValue } from '../../src/domain/resources/rules';
import { issue } from '../../src/domain/validation';
import type { Db } from '../db/types';
import { ApiFailure, ERROR_TEXT } from '../http/errors';
import { auditResource } from '../resources/audit-values';
import { productText } from './hooks';
import { returnedRecord } from '../resources/mutations';
import { recordSelection, toRecord } from '../resources/records';
import { versionedUpdate } from '../resources/versioned-writes';
import { rowOf } from '../resources/write-values';
import type { ResourceRegistry } from '../resources/binding';
import { AiFailure, type AiClient, type ChatMessage } from './client';
import { valueText } from '../../src/domain/value-text';

export { GENERATE_MAX_PRODUCTS } from '../../src/domain/resources/product/product-completions';

export interface GenerateRequest {
  productIds: readonly number[];
  locales: readonly Locale[];
  field: CompletionField;
}

export interface GenerateProgress {
  /** Product-and-language pairs done (stored or failed) and in all. */
  done: number;
  total: number;
  /** IDs of the completions stored so far. */
  created: number[];
}

export interface GenerateContext {
  db: Db;
  resources: ResourceRegistry;
  auth: TokenPayload;
  now: () => Date;
  client: AiClient;
}

const LANGUAGE: Record<Locale, string> = { sv: 'Swedish', en: 'English' };

/** What the model is told besides the prompt: answer with the text only, in the language, plain text. */
function systemMessage(locale: Locale, field: CompletionField): string {
  const what =
    field === 'Name'
      ? 'a product name of at most 70 characters on one line'
      : 'a product description in plain text, paragraphs separated by a blank line';
  return `You write product texts for an online shop selling spare parts and phone accessories. Answer with ${what}, in ${LANGUAGE[locale]}, and nothing else: no quotes, no headings, no comments.`;
}

/** The model's answer as the field keeps it: a name on one line without quotes, a description as plain text. */
function answerText(field: CompletionField, text: string): string {
  if (field === 'Name')
    return text
      .split('\n')
      .map((line) => line.trim())
      .find(Boolean)!
      .replace(/^["'“”«»]+|["'“”«»]+$/g, '')
      .trim()
      .slice(0, 200);
  return text.trim().slice(0, 20_000);
}

interface Prepared {
  productId: number;
  locale: Locale;
  promptId: number;
  prompt: string;
  before: string;
}

/** The requests a run makes, checked before any call: every product exists and every language has an active prompt. */
export async function prepare(db: Db, resources: ResourceRegistry, request: GenerateRequest): Promise<Prepared[]> {
  const prompts = resources.bindingOf('completion-prompts');
  const promptRows = await db
    .select({ id: prompts.columns.ID, locale: prompts.columns.Locale, text: prompts.columns.Prompt })
    .from(prompts.table)
    .where(
      and(
        eq(prompts.columns.Field, request.field),
        eq(prompts.columns.Active, true),
        inArray(prompts.columns.Locale, [...request.locales]),
      ),
    );
  const promptOf = new Map(promptRows.map((row) => [String(row.locale), { id: Number(row.id), text: String(row.text) }]));
  const missing = request.locales.filter((locale) => !promptOf.has(locale));
  if (missing.length) {
    throw new ApiFailure(
      ErrorCode.BadRequest,
      `No active prompt for ${request.field} in ${missing.join(', ')}: add one under /product/completion-prompts`,
      { locales: issue('validation.required') },
    );
  }
  const products = resources.bindingOf('products');
  const brands = resources.bindingOf('brands');
  const selection: Record<string, AnyPgColumn> = { ...recordSelection(products), BrandName: brands.columns.Name };
  const rows: Record<string, unknown>[] = await db
    .select(selection)
    .from(products.table)
    .leftJoin(brands.table, eq(brands.columns.ID, products.columns.BrandID))
    .where(inArray(products.columns.ID, [...request.productIds]));
  const byId = new Map(
    rows.map((row) => [Number(row.ID), { product: toRecord(row), brand: row.BrandName == null ? '' : valueText(row.BrandName) }]),
  );
  const unknown = request.productIds.filter((id) => !byId.has(id));
  if (unknown.length)
    throw new ApiFailure(
      ErrorCode.BadRequest,
      `No product with the ID ${unknown.slice(0, 10).join(', ')}${unknown.length > 10 ? ' …' : ''}`,
      { productIds: issue('validation.reference') },
    );
  return request.productIds.flatMap((productId) =>
    request.locales.map((locale): Prepared => {
      const { product, brand } = byId.get(productId)!;
      const prompt = promptOf.get(locale)!;
      const text = (key: CompletionField, at: Locale) => productText(product, key, at);
      return {
        productId,
        locale,
        promptId: prompt.id,
        prompt: fillPrompt(prompt.text, {
          name: text('Name', locale) || text('Name', LOCALES[0]),
          brand,
          sku: valueText(product.Sku),
          description: htmlToText(text('Description', locale) || text('Description', LOCALES[0])),
        }),
        before: text(request.field, locale),
      };
    }),
  );
}

/** Stores one waiting completion (replacing a waiting one of the same product, language and field), audited. */
async function store(context: GenerateContext, field: CompletionField, item: Prepared, text: string, model: string): Promise<number> {
  const binding = context.resources.bindingOf('product-completions');
  const { columns, properties } = binding;
  const now = context.now();
  return context.db.transaction(async (tx) => {
    const waiting = await tx
      .select(recordSelection(binding))
      .from(binding.table)
      .where(
        and(
          eq(columns.ProductID, item.productId),
          eq(columns.Locale, item.locale),
          eq(columns.Field, field),
          eq(columns.Status, CompletionStatus.Waiting),
        ),
      )
      .for('update');
    for (const row of waiting) {
      const before = toRecord(row);
      await versionedUpdate(tx, binding, {
        id: before.ID,
        before,
        set: { [properties.Status]: CompletionStatus.Replaced },
        now,
        actorId: context.auth.id,
        action: 'update',
      });
    }
    const values: Record<string, unknown> = {
      ProductID: item.productId,
      Locale: item.locale,
      Field: field,
      Text: text,
      Before: item.before,
      Status: CompletionStatus.Waiting,
      PromptID: item.promptId,
      Prompt: item.prompt,
      Model: model,
    };
    const row = await rowOf(
      binding,
      Object.fromEntries(Object.entries(values).map(([key, value]) => [key, normalizeValue(binding.fields.get(key)!, value)])),
    );
    const [inserted] = await tx
      .insert(binding.table)
      .values({ ...row, [properties.CreatedAt]: now, [properties.UpdatedAt]: now })
      .returning(recordSelection(binding));
    const record = await returnedRecord(tx, binding, inserted);
    await auditResource(tx, context.auth, binding, { action: 'create', id: record.ID, before: null, after: record });
    return record.ID;
  });
}

/**
 * Generates and stores the completions of `request`. Throws ApiFailure 40001 before any call when a product
 * is unknown or a language has no active prompt, and AiFailure when the model fails or `signal` aborts.
 */
export async function generateCompletions(
  context: GenerateContext,
  request: GenerateRequest,
  progress: (state: GenerateProgress) => void = () => {},
  signal?: AbortSignal,
): Promise<GenerateProgress> {
  const items = await prepare(context.db, context.resources, request);
  const state: GenerateProgress = { done: 0, total: items.length, created: [] };
  progress({ ...state, created: [] });
  for (const item of items) {
    if (signal?.aborted) throw new AiFailure('aborted', `Stopped after ${state.created.length} of ${state.total} texts`);
    const messages: ChatMessage[] = [
      { role: 'system', content: systemMessage(item.locale, request.field) },
      { role: 'user', content: item.prompt },
    ];
    const answer = await context.client.complete(messages, signal);
    state.created.push(await store(context, request.field, item, answerText(request.field, answer.text), answer.model));
    state.done += 1;
    progress({ ...state, created: [...state.created] });
  }
  return state;
}

/** The 40001 of a generate body that is not { productIds: 1..1000 ids, locales: known locales, field: Name | Description }. */
export function refuseGenerate(field: string, found = issue('validation.type')): ApiFailure {
  return new ApiFailure(ErrorCode.BadRequest, ERROR_TEXT[ErrorCode.BadRequest], { [field]: found });
}
