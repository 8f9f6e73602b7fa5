/**
 * The AI product texts' own routes beside the engine's (docs/decisions.md "Product texts by AI"):
 * `GET /api/product/completions/status` says whether a provider is configured (never its key or address),
 * `POST /api/product/completions/generate` `{ productIds: 1..1000 ids, locales: ['sv', 'en'], field: 'Name' |
 * 'Description' }` generates and stores waiting completions and answers what it stored; for more than one product
 * it queues a job (202 with its `jobId`) whose progress the Jobs screen and GET /api/common/jobs/:id show. Without a provider it
 * is 50302; a provider failure 50201 naming the failure (nothing stored for the pair that failed).
 */
import type { Context } from 'hono';
import { LOCALES, type Locale } from '../../../src/domain/constants';
import { ErrorCode } from '../../../src/domain/errors';
import { COMPLETION_FIELDS, type CompletionField } from '../../../src/domain/resources/product/completion-texts';
import { issue } from '../../../src/domain/validation';
import { aiClient, AiFailure, NOT_CONFIGURED_MESSAGE } from '../../ai/client';
import { GENERATE_MAX_PRODUCTS, generateCompletions, prepare, refuseGenerate, type GenerateRequest } from '../../ai/generate';
import { enqueueTexts } from '../../ai/job';
import type { AppEnv } from '../../http/env';
import { ApiFailure, jsonBody } from '../../http/errors';
import { bodyObject } from '../../resources/write-values';

/** What GET /api/product/completions/status answers. */
interface CompletionStatusBody {
  configured: boolean;
  /** The configured model's name (not secret: it is written on every completion). */
  model: string | null;
}

export function completionStatus(c: Context<AppEnv>): Response {
  const ai = c.get('deps').config.ai;
  return c.json({ configured: ai !== null, model: ai?.model ?? null } satisfies CompletionStatusBody);
}

/** The body of a generate request, checked: 40001 naming the first wrong key. */
function generateRequestOf(body: unknown): GenerateRequest {
  const input = bodyObject(body);
  const { productIds, locales, field } = input;
  if (!Array.isArray(productIds)) throw refuseGenerate('productIds', issue(productIds == null ? 'validation.required' : 'validation.type'));
  if (productIds.length < 1) throw refuseGenerate('productIds', issue('validation.required'));
  if (productIds.length > GENERATE_MAX_PRODUCTS)
    throw refuseGenerate('productIds', issue('validation.maxValue', { max: GENERATE_MAX_PRODUCTS }));
  if (!productIds.every((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647)) throw refuseGenerate('productIds');
  if (!Array.isArray(locales) || locales.length < 1)
    throw refuseGenerate('locales', issue(locales == null || Array.isArray(locales) ? 'validation.required' : 'validation.type'));
  if (!locales.every((l) => (LOCALES as readonly unknown[]).includes(l))) throw refuseGenerate('locales', issue('validation.oneOf'));
  if (!(COMPLETION_FIELDS as readonly unknown[]).includes(field))
    throw refuseGenerate('field', issue(field == null ? 'validation.required' : 'validation.oneOf'));
  return { productIds: [...new Set(productIds as number[])], locales: [...new Set(locales as Locale[])], field: field as CompletionField };
}

export async function generateRoute(c: Context<AppEnv>): Promise<Response> {
  const deps = c.get('deps');
  const request = generateRequestOf(await jsonBody(c));
  const client = aiClient(deps.config.ai);
  if (!client) throw new ApiFailure(ErrorCode.AiNotConfigured, NOT_CONFIGURED_MESSAGE);
  // A selection is a job (server/ai/job.ts), checked first so a wrong request is refused at once.
  if (request.productIds.length > 1) {
    await prepare(deps.db, deps.resources, request);
    const job = await deps.db.transaction((tx) => enqueueTexts(tx, deps.resources, request, c.get('auth').id));
    return c.json({ jobId: job.ID, created: [], total: request.productIds.length * request.locales.length }, 202);
  }
  try {
    const result = await generateCompletions(
      { db: deps.db, resources: deps.resources, auth: c.get('auth'), now: () => deps.clock.now(), client },
      request,
      undefined,
      c.req.raw.signal,
    );
    return c.json({ created: result.created, total: result.total });
  } catch (error) {
    if (error instanceof AiFailure) throw new ApiFailure(ErrorCode.AiFailed, error.message);
    throw error;
  }
}
