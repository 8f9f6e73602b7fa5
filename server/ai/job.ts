/**
 * Generating AI texts for a selection runs as a durable job (server/jobs, kind `product-texts`): the generate
 * route enqueues it with the request, and the server process that claims it asks the provider its own
 * configuration names (AI_BASE_URL, AI_API_KEY, AI_MODEL: the key is never stored with the job). Each text is
 * stored as it comes (its own transaction), so a cancel or a failure keeps what was made; a cancel is seen
 * before the next text.
 */
import { eq } from 'drizzle-orm';
import { parseAi } from '../config';
import { users } from '../db/schema';
import { defineJob, enqueueJob } from '../jobs';
import type { Tx } from '../db/types';
import { aiClient, NOT_CONFIGURED_MESSAGE } from './client';
import { generateCompletions, type GenerateRequest } from './generate';

const TEXTS_JOB = 'product-texts';

defineJob<GenerateRequest>(TEXTS_JOB, {
  async run({ db, payload, progress, signal, createdBy }) {
    const client = aiClient(parseAi(process.env));
    if (!client) throw new Error(NOT_CONFIGURED_MESSAGE);
    const [user] = createdBy == null ? [] : await db.select({ role: users.role }).from(users).where(eq(users.id, createdBy));
    if (!user) throw new Error('The user who asked for the texts no longer exists');
    const auth = { id: createdBy!, role: user.role, secret: true, tfa: true, exp: 0 };
    let reported = Promise.resolve();
    const result = await generateCompletions(
      { db, auth, now: () => new Date(), client },
      payload,
      (state) => {
        // Told in order; a cancel seen here aborts `signal`, which stops the generation before its next text.
        reported = reported.then(() => progress(state.done, state.total)).catch(() => {});
      },
      signal,
    );
    await reported;
    return { created: result.created.length, total: result.total };
  },
});

/** Queues the generation of a selection's texts, inside the caller's transaction. */
export function enqueueTexts(tx: Tx, request: GenerateRequest, createdBy: number) {
  const title = `${request.field}: ${request.productIds.length} × ${request.locales.join(', ')}`;
  return enqueueJob(tx, TEXTS_JOB, request, { createdBy, title, maxAttempts: 2 });
}
