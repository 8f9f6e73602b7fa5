/**
 * Process test kit: real server processes (node + tsx on server/main.ts, as `npm start` runs it, without
 * the browser app), the command-line tools as `npm run` runs them, and an HTTP client that signs in the
 * way the browser does (XSRF cookie echoed in a header, password, TOTP enrolment, a code). Every wait is
 * bounded in time; every process a test starts is stopped by the test (or by `stopAll` in afterAll).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { totpCode } from '../../server/auth/totp';
import { PGLITE_DIR } from '../../server/db/client';
import { COOKIE_XSRF, HEADER_XSRF } from '../../src/domain/constants';
import { databaseUrl } from '../server/template';

export const ROOT = new URL('../..', import.meta.url).pathname;
/** The demo accounts' password in these tests (meets the policy, not in the common lists). */
export const DEMO_PASSWORD = 'Prov#Processer-2026';

/**
 * Bounds of the waits, far above what a step takes on an idle machine (seconds): they only end a test that
 * hangs, on a machine other work may slow down many times over.
 */
const START_TIMEOUT_MS = 300_000;
const SCRIPT_TIMEOUT_MS = 300_000;

const running = new Set<ChildProcess>();
const dataDirs: string[] = [];

/** SIGKILLs every process a test left running and removes its data directories (afterAll of each file). */
export function stopAll(): void {
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  running.clear();
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/**
 * A new DATA_DIR whose embedded database has been through initdb and nothing else: the server or a tool
 * started on it migrates it, as on a directory of its own making (initdb is PGlite's, run once per test run
 * in global-setup.ts).
 */
export function newDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'backoffice-data-'));
  dataDirs.push(dir);
  cpSync(inject('pgliteInitialized'), join(dir, PGLITE_DIR), { recursive: true });
  return dir;
}

/** The PostgreSQL cluster of this run (tests/process/global-setup.ts). */
export function clusterUrl(): string {
  return inject('processCluster').url;
}

/** A new empty database on the run's cluster; its URL. */
export async function createDatabase(prefix: string): Promise<string> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: clusterUrl() });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  return databaseUrl(clusterUrl(), name);
}

/** One SQL query on a database of the cluster (checks the tests make behind the API's back). */
export async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Demo orders the servers and `seed:demo` make here (DEMO_ORDERS): as many as the server tests' template, which
 * holds every order status and check state; no test counts orders, and the demo's 20,000 cost two minutes of
 * seeding per run.
 */
export const DEMO_ORDERS = '400';

/** The environment of a child: this process's PATH and HOME, nothing of its database settings. */
function childEnv(extra: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const all: Record<string, string | undefined> = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    DEMO_PASSWORD,
    DEMO_ORDERS,
    ...extra,
  };
  return Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `npm run <script> -- args` the way a person does, with `input` piped to its standard input (a
 * password), and answers its exit code and output. Bounded: killed after `timeoutMs`.
 */
export function runScript(
  script: 'user:create' | 'seed:demo' | 'seed:scale',
  args: readonly string[],
  env: Record<string, string | undefined>,
  input = '',
  timeoutMs = SCRIPT_TIMEOUT_MS,
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const child = spawn(npm, ['run', '--silent', script, '--', ...args], {
      cwd: ROOT,
      env: childEnv(env),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    running.add(child);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`npm run ${script} did not finish within ${timeoutMs} ms\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      running.delete(child);
      // npm's own warnings (an unknown user config) are not the command's output.
      resolve({
        code,
        stdout,
        stderr: stderr
          .split('\n')
          .filter((line) => !line.startsWith('npm warn'))
          .join('\n'),
      });
    });
    child.stdin.end(input);
  });
}

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  base: string;
  /** Everything it wrote to stdout and stderr so far. */
  log(): string;
  /** Resolves with the exit code or signal once it has ended. */
  exited: Promise<number | string>;
  /** SIGTERM (a clean stop) or SIGKILL (a crash), then waits for the end (bounded). */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<number | string>;
}

/**
 * Starts `node --import tsx server/main.ts` on 127.0.0.1 and a free port (PORT=0; the port is read from its
 * "listening" line), and waits until GET /api/ready answers 200.
 */
export async function startServer(env: Record<string, string | undefined>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server/main.ts')], {
    cwd: ROOT,
    env: childEnv({ HOST: '127.0.0.1', PORT: '0', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const exited = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? signal ?? 'unknown');
    });
  });
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server did not listen within ${START_TIMEOUT_MS} ms:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`the server ended (${how}) before it listened:\n${output}`));
    });
  });
  const base = await listening;
  const server: ServerProcess = {
    child,
    pid: child.pid!,
    base,
    log: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return withTimeout(exited, 30_000, `the server (pid ${child.pid}) did not end after ${signal}`);
    },
  };
  await waitReady(server);
  return server;
}

async function waitReady(server: ServerProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (let attempt = 0; attempt < 1000 && Date.now() < deadline; attempt++) {
    try {
      const answer = await fetch(`${server.base}/api/ready`, { signal: AbortSignal.timeout(5000) });
      if (answer.status === 200) return;
    } catch {
      // Not answering yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${server.base}/api/ready never answered 200:\n${server.log()}`);
}

export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(message)), ms);
    }),
  ]);
}

export interface Answer<T = any> {
  status: number;
  body: T;
}

/** An API client of one server, holding its XSRF cookie as the browser does. */
export class ApiClient {
  private xsrf: string | undefined;
  constructor(readonly base: string) {}

  private async xsrfToken(): Promise<string> {
    if (this.xsrf) return this.xsrf;
    const answer = await fetch(`${this.base}/api/health`, { signal: AbortSignal.timeout(30_000) });
    const match = new RegExp(`${COOKIE_XSRF}=([^;]+)`).exec(answer.headers.get('set-cookie') ?? '');
    if (!match) throw new Error('GET /api/health set no XSRF cookie');
    this.xsrf = match[1];
    return this.xsrf;
  }

  async call<T = any>(
    method: string,
    path: string,
    options: { token?: string; body?: unknown; timeoutMs?: number } = {},
  ): Promise<Answer<T>> {
    const xsrf = await this.xsrfToken();
    const headers: Record<string, string> = { Accept: 'application/json', Cookie: `${COOKIE_XSRF}=${xsrf}`, [HEADER_XSRF]: xsrf };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }

  /** Password, enrolment (a new TOTP secret) and a code of the current time step: a full token. */
  async signIn(username: string, password: string): Promise<string> {
    const login = await this.call('POST', '/api/login', { body: { username, password } });
    if (login.status !== 200) throw new Error(`login of ${username}: ${login.status} ${JSON.stringify(login.body)}`);
    const pre: string = login.body.token;
    const { id } = JSON.parse(Buffer.from(pre.split('.')[1], 'base64url').toString('utf8')) as { id: number };
    const generated = await this.call('POST', `/api/setting/users/${id}/generate-secret`, { token: pre });
    if (generated.status !== 200) throw new Error(`generate-secret of ${username}: ${generated.status} ${JSON.stringify(generated.body)}`);
    const secret = new URL(generated.body.raw).searchParams.get('secret')!;
    const full = await this.call('POST', '/api/authenticate-totp', { token: pre, body: { code: totpCode(secret, new Date()) } });
    if (full.status !== 200) throw new Error(`authenticate-totp of ${username}: ${full.status} ${JSON.stringify(full.body)}`);
    return full.body.token;
  }
}
