// `npm run lint`: ESLint with no warning allowed, Prettier's format check, knip (unused files, exports and
// dependencies) and dependency-cruiser (no value-import cycle). Every check runs even when another fails;
// each prints its own output and time, and the exit code is non-zero if any failed.
//
// ESLint keeps a cache under node_modules/.cache/eslint/ (one file per checkout, named after its
// directory). The type-aware rules read other files' types, which the cache does not track: a change to a
// type can leave a cached file's findings stale. `--no-cache`, or CI set in the environment, lints every
// file afresh.
//
//   node scripts/lint.mjs [--no-cache] [eslint|prettier|knip|depcruise ...]
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const node = process.execPath;
const bin = (pkg, file) => join(root, 'node_modules', pkg, file);
const args = process.argv.slice(2);
const cache = !args.includes('--no-cache') && !process.env.CI;
const only = args.filter((a) => !a.startsWith('--'));

const checks = [
  {
    name: 'eslint',
    cmd: [
      bin('eslint', 'bin/eslint.js'),
      '.',
      '--max-warnings',
      '0',
      ...(cache ? ['--cache', '--cache-strategy', 'content', '--cache-location', join(root, 'node_modules/.cache/eslint/')] : []),
    ],
  },
  { name: 'prettier', cmd: [bin('prettier', 'bin/prettier.cjs'), '--check', '.', '--log-level', 'warn'] },
  { name: 'knip', cmd: [bin('knip', 'bin/knip.js'), '--no-progress'] },
  {
    name: 'depcruise',
    cmd: [bin('dependency-cruiser', 'bin/dependency-cruise.mjs'), 'server', 'src', '--config', '.dependency-cruiser.cjs'],
  },
].filter((check) => !only.length || only.includes(check.name));

// The checks run side by side (ESLint takes most of the time); each one's output is printed whole when it ends.
function run(check) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(node, check.cmd, { cwd: root, env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += `${error.message}\n`));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      console.log(`\n=== ${check.name} ===`);
      if (output.trim()) console.log(output.trimEnd());
      console.log(`=== ${check.name}: ${ok ? 'ok' : `FAILED (exit ${code ?? signal})`} in ${seconds} s ===`);
      resolve({ name: check.name, ok, seconds });
    });
  });
}

const results = await Promise.all(checks.map(run));
console.log('');
for (const r of results) console.log(`${r.ok ? 'ok    ' : 'FAILED'}  ${r.name.padEnd(10)} ${r.seconds.padStart(6)} s`);
const failed = results.filter((r) => !r.ok);
if (failed.length) {
  console.error(`\nFailed checks: ${failed.map((r) => r.name).join(', ')}`);
  process.exitCode = 1;
}
