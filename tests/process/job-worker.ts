/**
 * A job worker process for tests/process/jobs.test.ts: the real runner (server/jobs) on DATABASE_URL with two
 * test kinds: `process-sleep`, which reports progress every 50 ms for `ms` milliseconds (only until the
 * attempt named by `quickFrom`, from which it finishes at once) and answers the pid and worker that ran it; and
 * `process-tick`, a recurring kind every second when SCHEDULE_TICK=1, which takes 300 ms and answers when it ran.
 * Prints "worker ready <id>" once it polls; SIGTERM stops it cleanly (exit 0).
 */
import { postgresDatabase } from '../../server/db/client';
import { assembleServer } from '../../server/features';
import { startJobRunner, type JobDefinition } from '../../server/jobs';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const workerId = process.env.WORKER_ID ?? `worker-${process.pid}`;
const database = postgresDatabase(url, { max: 4 });

const processSleep: JobDefinition<{ ms: number; quickFrom?: number }> = {
  async run({ payload, progress, attempt, signal }) {
    const end = payload.quickFrom !== undefined && attempt >= payload.quickFrom ? Date.now() : Date.now() + payload.ms;
    let step = 0;
    while (Date.now() < end) {
      await progress(++step);
      await new Promise((resolve) => setTimeout(resolve, Math.min(50, Math.max(0, end - Date.now()))));
      if (signal.aborted) throw signal.reason;
    }
    return { pid: process.pid, worker: workerId };
  },
};
const processTick: JobDefinition = {
  async run() {
    const startedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { pid: process.pid, worker: workerId, startedAt, endedAt: Date.now() };
  },
};
const { resources, jobs } = assembleServer();

const runner = startJobRunner({
  db: database.db,
  resources,
  handlers: { ...jobs, 'process-sleep': processSleep, 'process-tick': processTick },
  schedules: process.env.SCHEDULE_TICK === '1' ? [{ kind: 'process-tick', title: 'Tick', every: { seconds: 1 } }] : [],
  scheduleCheckMs: 200,
  workerId,
  pollMs: 20,
  concurrency: 2,
  leaseMs: Number(process.env.LEASE_MS ?? 60_000),
});
console.log(`worker ready ${workerId}`);

async function stop(): Promise<void> {
  await runner.stop(5000);
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
