/**
 * The delivery job's kind and tries, in a module of their own: queue.ts enqueues the job and deliver.ts defines
 * it, and the resource registry reaches both, so the constants must not wait on either to load.
 */

/** The kind of the delivery job (src/domain/resources/jobs.ts JOB_KINDS). */
export const MAIL_JOB = 'mail-delivery';
/** Tries of one delivery (the runner's back-off between them: 10 s, 20 s, 40 s, 80 s). */
export const MAIL_MAX_ATTEMPTS = 5;
