// `npm run fuzz`: the fuzzing of every API route (tests/server/fuzz.test.ts) with many more cases than the
// test suite runs, on a private PostgreSQL cluster (scripts/test-pg.mjs), with the row-content check on.
// Prints the seed, the requests per route and the status histogram; a failure prints the shrunk request.
//
//   npm run fuzz                          # 60 cases per route, a random seed
//   npm run fuzz -- --cases 200 --seed 42 # more cases, a fixed seed (replays a run)
//   npm run fuzz -- --pglite              # the embedded database instead
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const root = new URL('..', import.meta.url).pathname;
const { values } = parseArgs({
  options: {
    cases: { type: 'string', default: '60' },
    seed: { type: 'string' },
    pglite: { type: 'boolean', default: false },
  },
});
const cases = Number(values.cases);
if (!Number.isInteger(cases) || cases < 1) {
  console.error(`--cases must be a whole number of at least 1, not ${values.cases}`);
  process.exit(2);
}
const seed = values.seed ?? String(Math.floor(Math.random() * 2 ** 31));
if (!/^-?\d+$/.test(seed)) {
  console.error(`--seed must be a whole number, not ${seed}`);
  process.exit(2);
}

console.log(`Fuzzing every API route: ${cases} cases per route, seed ${seed}, on ${values.pglite ? 'PGlite' : 'PostgreSQL'}`);
const file = 'tests/server/fuzz.test.ts';
// Dots show progress (one per route); the summary and any shrunk failure print at the end.
const command = values.pglite
  ? [join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'server', '--reporter=dot', file]
  : [join(root, 'scripts/test-pg.mjs'), '--reporter=dot', file];
const started = Date.now();
const child = spawn(process.execPath, command, {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, FUZZ_CASES_PER_ROUTE: String(cases), FUZZ_SEED: seed, FUZZ_CONTENTS: '1', FUZZ_REPORT: 'routes' },
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (status, signal) => {
  console.log(`Fuzzing ${status === 0 ? 'found nothing' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s (seed ${seed})`);
  process.exit(status ?? (signal ? 1 : 0));
});
