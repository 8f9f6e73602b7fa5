// `npm test`: every test. Stops at nothing: every stage runs, the summary names the failing ones, and the exit
// code is non-zero if any stage failed or any test was skipped. The last lines are a table of the stages with
// their times and the total.
//
// Lanes: the stages of a lane run one after another; the lanes run side by side, each starting where its first
// stage stands in the list (after the build). The end-to-end tests wait on their browser, server and runner
// taking turns (about a fifth of a core each part, docs/decisions.md "Test suite budget"), so their three parts
// run at once, each in a lane of its own with its own server, at normal priority; the stages that keep the
// cores busy (type check, lint, the server tests on PostgreSQL and on PGlite, the ui tests, the server
// processes) run in two lanes beside them at a lower priority (`nice`), so they take the cores the end-to-end
// tests leave idle and never delay a page waiting for its server. A side lane's output is held and printed in
// one piece when its stage ends, so it never mixes with another stage's.
//
//   node scripts/test.mjs                  # every stage
//   node scripts/test.mjs typecheck lint   # the stages whose names contain one of the words
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import { stripVTControlCharacters } from 'node:util';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const node = process.execPath;
const bin = (pkg, file) => join(root, 'node_modules', pkg, file);
const out = mkdtempSync(join(tmpdir(), 'backoffice-test-'));
const only = process.argv.slice(2);

/** The priority of the stages that keep the cores busy (19 is the lowest): below the end-to-end tests'. */
const NICE = 10;
const vitestJson = (file) => ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
const stages = [
  { name: 'build', cmd: [node, join(root, 'scripts/build-if-needed.mjs'), '--force'] },
  {
    name: 'build budgets',
    json: 'vitest-build.json',
    cmd: (f) => [node, bin('vitest', 'vitest.mjs'), 'run', '--project', 'build', ...vitestJson(f)],
  },
  // The end-to-end parts, after the build (their servers and the processes' serve the built app).
  ...[
    ['accessibility sweep, first half', 'sweep-1'],
    ['accessibility sweep, second half', 'sweep-2'],
    ['journeys', 'journeys'],
  ].map(([what, part]) => ({
    name: `end-to-end: ${what} (Chromium)`,
    lane: part,
    json: `playwright-${part}.json`,
    env: (f) => ({ PLAYWRIGHT_JSON_OUTPUT_NAME: f, E2E_PART: part }),
    cmd: [node, bin('@playwright/test', 'cli.js'), 'test', '--reporter=list,json'],
  })),
  // The side lane, at low priority.
  { name: 'typecheck', lane: 'side', nice: true, cmd: [node, bin('typescript', 'bin/tsc'), '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'lint', lane: 'side', nice: true, cmd: [node, join(root, 'scripts/lint.mjs')] },
  {
    name: 'server (PostgreSQL)',
    lane: 'side',
    nice: true,
    json: 'vitest-pg.json',
    cmd: (f) => [node, join(root, 'scripts/test-pg.mjs'), ...vitestJson(f)],
  },
  {
    // Real server processes and the command-line tools: two API processes on one PostgreSQL, kill -9 and
    // restart on PGlite and PostgreSQL, user:create and seed:demo. Its own PostgreSQL cluster (missing
    // binaries fail the stage).
    name: 'processes (PGlite and PostgreSQL)',
    lane: 'side',
    nice: true,
    json: 'vitest-process.json',
    cmd: (f) => [node, bin('vitest', 'vitest.mjs'), 'run', '--project', 'process', ...vitestJson(f)],
  },
  // The main lane, at low priority.
  {
    name: 'unit, server (PGlite) and ui',
    nice: true,
    json: 'vitest-main.json',
    cmd: (f) => [node, bin('vitest', 'vitest.mjs'), 'run', '--project', 'unit', '--project', 'server', '--project', 'ui', ...vitestJson(f)],
  },
];

const relative = (path) => (path.startsWith(root) ? path.slice(root.length) : path);

/** The first lines of an error, without colours: enough to see what failed in the summary of a long run. */
const firstLines = (text) =>
  stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 3)
    .map((l) => (l.length > 200 ? `${l.slice(0, 200)}…` : l))
    .join('\n    ');

// The names of the failing tests with their errors' first lines, so that the last lines of a long run say what
// to fix (a lane's own output can be long, and only its end may be kept).
function failedNames(report) {
  if (report.stats) {
    const names = [];
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status !== 'unexpected') continue;
          const error = test.results?.find((r) => r.error)?.error;
          names.push(`${suite.file ?? spec.file} › ${spec.title}${error ? `\n    ${firstLines(error.message)}` : ''}`);
        }
      }
      for (const child of suite.suites ?? []) walk({ ...child, file: child.file ?? suite.file });
    };
    for (const suite of report.suites ?? []) walk(suite);
    return names;
  }
  const names = [];
  for (const file of report.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed) names.push(`${relative(file.name)} › ${a.fullName}\n    ${firstLines(a.failureMessages?.[0])}`);
    // A file that failed outside any test (it did not load, or a hook threw).
    if (!failed.length && file.status === 'failed') names.push(`${relative(file.name)}: ${(file.message ?? '').split('\n')[0]}`);
  }
  return names;
}

/** A vitest stage's slowest files, so that a run over its time says where the time went. */
function slowestFiles(report, count = 8) {
  return (report.testResults ?? [])
    .map((f) => ({ name: relative(f.name), ms: (f.endTime ?? 0) - (f.startTime ?? 0) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
}

function countsOf(stage, file) {
  if (!stage.json || !existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (report.stats) {
    return {
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected,
      skipped: report.stats.skipped,
      names: failedNames(report),
    };
  }
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    names: failedNames(report),
    slowest: slowestFiles(report),
  };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const clock = (ms) => `${Math.floor(ms / 60_000)}:${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}`;

/** Runs one stage to its end: its exit status and wall time. A stage of a side lane writes to a file, printed at its end. */
function run(stage, file) {
  const cmd = typeof stage.cmd === 'function' ? stage.cmd(file) : stage.cmd;
  const log = stage.lane ? join(out, `${stage.name.replace(/\W+/g, '-')}.log`) : '';
  const fd = log ? openSync(log, 'w') : null;
  const started = Date.now();
  if (!stage.lane) console.log(`\n=== ${stage.name} ===`);
  else console.log(`\n=== ${stage.name}: started in the ${stage.lane} lane, its output follows when it ends ===`);
  return new Promise((resolve) => {
    const child = spawn(cmd[0], cmd.slice(1), {
      cwd: root,
      stdio: fd === null ? 'inherit' : ['ignore', fd, fd],
      env: { ...process.env, ...(stage.env ? stage.env(file) : {}) },
    });
    // Set at once, before the stage starts processes of its own (they inherit it).
    if (stage.nice && child.pid) {
      try {
        setPriority(child.pid, NICE);
      } catch {
        /* already ended: its exit is reported below */
      }
    }
    const finish = (status) => {
      const ms = Date.now() - started;
      if (fd !== null) {
        closeSync(fd);
        console.log(`\n=== ${stage.name} (${stage.lane} lane) ===`);
        process.stdout.write(readFileSync(log, 'utf8'));
      }
      console.log(`=== ${stage.name}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds(ms)} ===`);
      resolve({ status, ms });
    };
    child.on('error', (error) => {
      if (fd !== null) process.stdout.write(`${error.message}\n`);
      else console.error(error.message);
      finish(`error ${error.code ?? error.message}`);
    });
    child.on('exit', (code, signal) => finish(code ?? signal));
  });
}

const started = Date.now();
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const failedTests = [];
const slowest = [];
const rows = [];

async function settle(stage, file, promise) {
  const at = Date.now() - started;
  const { status, ms } = await promise;
  const counts = countsOf(stage, file);
  if (counts) {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
    if (counts.skipped > 0) failures.push(`${stage.name}: ${counts.skipped} skipped (a test that cannot run must fail)`);
    if (counts.passed === 0) failures.push(`${stage.name}: no test ran`);
    for (const name of counts.names) failedTests.push(`${stage.name}: ${name}`);
    if (counts.slowest?.length) slowest.push({ stage: stage.name, files: counts.slowest });
  }
  if (status !== 0) failures.push(`${stage.name}: exit ${status}`);
  rows.push({
    name: stage.name,
    ok: status === 0 && !(counts && (counts.skipped > 0 || counts.passed === 0)),
    ms,
    at,
    lane: stage.lane ?? 'main',
  });
}

// The side lanes: each stage of a lane starts when the one before it in that lane has ended; a lane starts
// when the main lane has come to its first stage.
const lanes = new Map();
for (const stage of stages) {
  if (only.length && !only.some((o) => stage.name.includes(o))) continue;
  const file = stage.json ? join(out, stage.json) : '';
  if (stage.lane)
    lanes.set(
      stage.lane,
      (lanes.get(stage.lane) ?? Promise.resolve()).then(() => settle(stage, file, run(stage, file))),
    );
  else await settle(stage, file, run(stage, file));
}
await Promise.all(lanes.values());
rmSync(out, { recursive: true, force: true });

for (const { stage, files } of slowest)
  console.log(`\nSlowest files of ${stage}:\n${files.map((f) => `  ${clock(f.ms).padStart(6)}  ${f.name}`).join('\n')}`);
if (failedTests.length) console.error(`\nFailed tests:\n- ${failedTests.join('\n- ')}`);
if (failures.length) {
  console.error(`\nFailed stages:\n- ${failures.join('\n- ')}`);
  process.exitCode = 1;
}
const order = stages.map((s) => s.name);
rows.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
const width = Math.max('Total (wall)'.length, ...rows.map((r) => r.name.length));
console.log(`\n${'Stage'.padEnd(width)}  Result  ${'Time'.padStart(8)}  ${'Lane'.padEnd(7)}  From`);
for (const r of rows)
  console.log(
    `${r.name.padEnd(width)}  ${(r.ok ? 'ok' : 'FAILED').padEnd(6)}  ${clock(r.ms).padStart(8)}  ${r.lane.padEnd(7)}  ${clock(r.at)}`,
  );
console.log(
  `${'Total (wall)'.padEnd(width)}  ${(failures.length ? 'FAILED' : 'ok').padEnd(6)}  ${clock(Date.now() - started).padStart(8)}`,
);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
