/** The delivery job's kind and tries: queue.ts enqueues the job and deliver.ts defines its handler. */
import type { JobKind } from '../../src/domain/resources/jobs';

/** The kind of the delivery job (src/domain/resources/jobs.ts JOB_KINDS). */
export const MAIL_JOB = 'mail-delivery' satisfies JobKind;
/** Tries of one delivery (the runner's back-off between them: 10 s, 20 s, 40 s, 80 s). */
export const MAIL_MAX_ATTEMPTS = 5;
