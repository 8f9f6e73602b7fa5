// `npm test`: every test, in order of speed. Stops at nothing: every stage runs, the summary names the
// failing ones, and the exit code is non-zero if any stage failed or any test was skipped.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const node = process.execPath;
const bin = (pkg, file) => join(root, 'node_modules', pkg, file);
const out = mkdtempSync(join(tmpdir(), 'backoffice-test-'));
const only = process.argv.slice(2);

const vitestJson = (file) => ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
const stages = [
  { name: 'typecheck', cmd: [node, bin('typescript', 'bin/tsc'), '--noEmit', '-p', 'tsconfig.json'] },
  {
    name: 'unit, server (PGlite) and ui',
    json: 'vitest-main.json',
    cmd: (f) => [node, bin('vitest', 'vitest.mjs'), 'run', '--project', 'unit', '--project', 'server', '--project', 'ui', ...vitestJson(f)],
  },
  { name: 'server (PostgreSQL)', json: 'vitest-pg.json', cmd: (f) => [node, join(root, 'scripts/test-pg.mjs'), ...vitestJson(f)] },
  {
    // Real server processes and the command-line tools: two API processes on one PostgreSQL, kill -9 and
    // restart on PGlite and PostgreSQL, user:create and seed:demo. Its own PostgreSQL cluster (missing
    // binaries fail the stage).
    name: 'processes (PGlite and PostgreSQL)',
    json: 'vitest-process.json',
    cmd: (f) => [node, bin('vitest', 'vitest.mjs'), 'run', '--project', 'process', ...vitestJson(f)],
  },
  { name: 'build', cmd: [node, join(root, 'scripts/build-if-needed.mjs'), '--force'] },
  {
    name: 'build budgets',
    json: 'vitest-build.json',
    cmd: (f) => [node, bin('vitest', 'vitest.mjs'), 'run', '--project', 'build', ...vitestJson(f)],
  },
  {
    name: 'end-to-end (Chromium)',
    json: 'playwright.json',
    env: (f) => ({ PLAYWRIGHT_JSON_OUTPUT_NAME: f }),
    cmd: [node, bin('@playwright/test', 'cli.js'), 'test', '--reporter=list,json'],
  },
];

const relative = (path) => (path.startsWith(root) ? path.slice(root.length) : path);

// The names of the failing tests, so that the last lines of a long run say what to fix.
function failedNames(report) {
  if (report.stats) {
    const names = [];
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status === 'unexpected') names.push(`${suite.file ?? spec.file} › ${spec.title}`);
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
    for (const a of failed) names.push(`${relative(file.name)} › ${a.fullName}`);
    // A file that failed outside any test (it did not load, or a hook threw).
    if (!failed.length && file.status === 'failed') names.push(`${relative(file.name)}: ${(file.message ?? '').split('\n')[0]}`);
  }
  return names;
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
  };
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const failedTests = [];
for (const stage of stages) {
  if (only.length && !only.some((o) => stage.name.includes(o))) continue;
  const file = stage.json ? join(out, stage.json) : '';
  const cmd = typeof stage.cmd === 'function' ? stage.cmd(file) : stage.cmd;
  console.log(`\n=== ${stage.name} ===`);
  const started = Date.now();
  const result = spawnSync(cmd[0], cmd.slice(1), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...(stage.env ? stage.env(file) : {}) },
  });
  const counts = countsOf(stage, file);
  if (counts) {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
    if (counts.skipped > 0) failures.push(`${stage.name}: ${counts.skipped} skipped (a test that cannot run must fail)`);
    if (counts.passed === 0) failures.push(`${stage.name}: no test ran`);
    for (const name of counts.names) failedTests.push(`${stage.name}: ${name}`);
  }
  if (result.status !== 0) failures.push(`${stage.name}: exit ${result.status ?? result.signal}`);
  console.log(`=== ${stage.name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
}
rmSync(out, { recursive: true, force: true });

if (failedTests.length) console.error(`\nFailed tests:\n- ${failedTests.join('\n- ')}`);
if (failures.length) {
  console.error(`\nFailed stages:\n- ${failures.join('\n- ')}`);
  process.exitCode = 1;
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
