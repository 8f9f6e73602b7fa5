/**
 * Server test kit: `createTestApp()` builds the real app over a private clone of the seeded template
 * database (tests/server/global-setup.ts), with a settable clock, and calls it through `app.request`
 * the way the browser client does (bearer token, XSRF cookie echoed in a header).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { expect, inject } from 'vitest';
import type { Hono } from 'hono';
import { createApp, type AppOptions } from '../../server/app';
import { assembleServer } from '../../server/features';
import type { JobDeps } from '../../server/jobs';
import type { ResourceRegistry } from '../../server/resources/registry';
import type { Clock } from '../../server/clock';
import { DEFAULT_DEMO_ORDERS, DEFAULT_MAIL_FROM, type Config } from '../../server/config';
import { openPgliteFromDump, postgresDatabase, type Database } from '../../server/db/client';
import type { Db } from '../../server/db/types';
import type { AppEnv } from '../../server/http/env';
import { silentLogger, type Logger } from '../../server/logger';
import { totpCode } from '../../server/auth/totp';
import { issueToken } from '../../server/auth/tokens';
import { users } from '../../server/db/schema';
import type { SecretResponse, TokenPayload, TokenResponse } from '../../src/domain/api-types';
import { COOKIE_XSRF, HEADER_XSRF, TOTP_PERIOD_SECONDS } from '../../src/domain/constants';
import { databaseUrl, TEST_DEMO_PASSWORD } from './template';

export { TEST_DEMO_PASSWORD } from './template';
export {
  jobRow,
  newFile,
  newProduct,
  NO_WAIT,
  ordersWithItems,
  pdfText,
  readPdf,
  runJobs,
  goodsForSale,
  SE_ORDER_ADDRESS,
  swedishOrderSetting,
  type PdfPage,
} from './kit';

/** A clock the test moves by hand. */
export class FakeClock implements Clock {
  private time: number;
  constructor(start: Date = new Date()) {
    this.time = start.getTime();
  }
  now(): Date {
    return new Date(this.time);
  }
  set(at: Date): void {
    this.time = at.getTime();
  }
  advance(ms: number): void {
    this.time += ms;
  }
}

/** Header a test sets to pose as another client address (brute-force limits per address). */
export const TEST_ADDRESS_HEADER = 'x-test-client-address';
export const DEFAULT_TEST_ADDRESS = '192.0.2.10';

export interface RequestOptions {
  token?: string;
  body?: unknown;
  /** A multipart body (uploads) instead of JSON. */
  form?: FormData;
  headers?: Record<string, string>;
  /** Send the XSRF cookie and echo it in X-XSRF-TOKEN, as the browser client does (default true). */
  csrf?: boolean;
  /** Client address the limits see. */
  address?: string;
}

/** A file to upload: its bytes (or text), name and declared type. */
export interface UploadFile {
  bytes: Uint8Array | string;
  name: string;
  type: string;
}

export interface JsonAnswer<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface TestApp {
  app: Hono<AppEnv>;
  db: Db;
  /** The app's registry of resource bindings. */
  resources: ResourceRegistry;
  /** What a job runner of this app works with: its database, its registry and the product's job handlers. */
  jobs: JobDeps;
  clock: FakeClock;
  config: Config;
  request(method: string, path: string, options?: RequestOptions): Promise<Response>;
  /** `request` with the body read as JSON (null for an empty body). */
  call<T = any>(method: string, path: string, options?: RequestOptions): Promise<JsonAnswer<T>>;
  /** The body of a GET that must answer 200 (a record, a list): the test fails with the answer otherwise. */
  read<T = any>(path: string, token: string): Promise<T>;
  /** A multipart POST of one file (the form's `file`) after the other form fields, answered as JSON. */
  upload<T = any>(path: string, file: UploadFile, options: { token?: string; fields?: Record<string, string> }): Promise<JsonAnswer<T>>;
  /** Password step only: the pre-two-factor token answer. */
  login(username: string, password?: string): Promise<JsonAnswer<TokenResponse>>;
  /** The whole sign-in (password, enrolment when needed, a fresh code): a full token. */
  signIn(username: string, password?: string): Promise<string>;
  /** TOTP secrets of the accounts this app enrolled, by lower-case username. */
  secrets: Map<string, string>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  staticDir?: string;
  /** Start time of the fake clock (default: now). */
  now?: Date;
  logger?: Logger;
  /** The caller's address as the app sees it (default: the test header, else DEFAULT_TEST_ADDRESS). */
  clientAddress?: AppOptions['clientAddress'];
  /** Configuration beside the test defaults (testConfig), e.g. an AI provider. */
  config?: Partial<Config>;
  /**
   * A database the file shares between its tests (sharedTestDatabase) instead of a clone of its own; the app's
   * close() leaves it open.
   */
  database?: SharedTestDatabase;
}

/**
 * One clone of the template for a whole file, with the rows of the named tables put back before each test
 * (`restore()`), so a file whose tests each need a known state of a few tables pays for one clone, not one
 * per test. Every test still gets a new app (createTestApp({ database })): a new clock, new caches.
 */
export interface SharedTestDatabase {
  readonly database: Database;
  /** Puts the named tables' rows back as they were when the database was opened (foreign keys unchecked meanwhile). */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function sharedTestDatabase(tables: readonly string[]): Promise<SharedTestDatabase> {
  const database = await cloneTemplate();
  const { db } = database;
  await db.execute(sql.raw('create schema test_snapshot'));
  for (const table of tables) await db.execute(sql.raw(`create table test_snapshot."${table}" as table public."${table}"`));
  return {
    database,
    async restore() {
      // One transaction, so the relaxed checks stay on one connection (node-postgres pools) and end with it.
      await db.transaction(async (tx) => {
        await tx.execute(sql.raw('set local session_replication_role = replica'));
        for (const table of tables) {
          await tx.execute(sql.raw(`delete from public."${table}"`));
          await tx.execute(sql.raw(`insert into public."${table}" overriding system value table test_snapshot."${table}"`));
        }
      });
    },
    close: () => database.close(),
  };
}

/** The payload of a token (no verification: tests read what the server signed). */
/**
 * The database's own client under the test app (PGlite or node-postgres, both answer `query(text, params)`
 * with `rows`), for statements Drizzle does not build: EXPLAIN, DO blocks, ANALYZE.
 */
export function rawClient(t: Pick<TestApp, 'db'>): {
  query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
} {
  return (t.db as unknown as { $client: { query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }> } }).$client;
}

export function payloadOf(token: string): TokenPayload {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as TokenPayload;
}

/** The base32 secret of an otpauth:// link. */
export function secretOfLink(raw: string): string {
  const secret = new URL(raw).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${raw}`);
  return secret;
}

let pgliteDump: Promise<Blob> | undefined;

async function cloneTemplate(): Promise<Database> {
  const template = inject('serverTemplate');
  if (template.kind === 'pglite') {
    pgliteDump ??= readFile(template.dumpFile).then((bytes) => new Blob([bytes]));
    return openPgliteFromDump(await pgliteDump);
  }
  const name = `${template.clonePrefix}${randomUUID().replace(/-/g, '')}`;
  await adminQuery(template.url, `CREATE DATABASE "${name}" TEMPLATE "${template.template}"`);
  const database = postgresDatabase(databaseUrl(template.url, name), { max: 4 });
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(template.url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  // One short connection per statement: nothing stays open to keep a worker alive.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // A concurrent clone may briefly hold the template ("being accessed by other users"): retry, after a pause that
    // grows (PostgreSQL says nothing when the template is free).
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(text);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * (attempt + 1)));
      }
    }
  } finally {
    await client.end();
  }
}

export function testConfig(): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent-test-data-dir',
    // Uploads of this app only; removed by close().
    filesDir: mkdtempSync(join(tmpdir(), 'backoffice-test-files-')),
    databaseUrl: undefined,
    jwtSecret: randomBytes(32).toString('base64url'),
    jwtSecretSource: 'env',
    demoPassword: TEST_DEMO_PASSWORD,
    demoOrders: DEFAULT_DEMO_ORDERS,
    trustProxy: 0,
    ai: null,
    mail: { smtpUrl: null, from: DEFAULT_MAIL_FROM },
    mailIn: null,
  };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ? { ...options.database.database, close: async () => {} } : await cloneTemplate();
  const clock = new FakeClock(options.now);
  const config = { ...testConfig(), ...options.config };
  const { resources, jobs } = assembleServer();
  const app = createApp(
    { db: database.db, config, clock, logger: options.logger ?? silentLogger, resources },
    {
      staticDir: options.staticDir,
      clientAddress: options.clientAddress ?? ((c) => c.req.header(TEST_ADDRESS_HEADER) ?? DEFAULT_TEST_ADDRESS),
    },
  );
  let xsrf: string | undefined;
  const secrets = new Map<string, string>();

  async function xsrfToken(): Promise<string> {
    if (xsrf) return xsrf;
    const answer = await app.request('/api/health');
    const match = new RegExp(`${COOKIE_XSRF}=([^;]+)`).exec(answer.headers.get('set-cookie') ?? '');
    if (!match) throw new Error('GET /api/health set no XSRF cookie');
    xsrf = match[1];
    return xsrf;
  }

  async function request(method: string, path: string, opts: RequestOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
    if (opts.address) headers[TEST_ADDRESS_HEADER] = opts.address;
    if (opts.csrf ?? true) {
      const token = await xsrfToken();
      headers.Cookie = [headers.Cookie, `${COOKIE_XSRF}=${token}`].filter(Boolean).join('; ');
      if (!['GET', 'HEAD', 'OPTIONS'].includes(method)) headers[HEADER_XSRF] = token;
    }
    const body = opts.form ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
    return app.request(path, { method, headers, body });
  }

  async function call<T>(method: string, path: string, opts?: RequestOptions): Promise<JsonAnswer<T>> {
    const response = await request(method, path, opts);
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as T };
  }

  async function read<T>(path: string, token: string): Promise<T> {
    const answer = await call<T>('GET', path, { token });
    expect(answer.status, `GET ${path}: ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body;
  }

  function upload<T>(path: string, file: UploadFile, opts: { token?: string; fields?: Record<string, string> }): Promise<JsonAnswer<T>> {
    const form = new FormData();
    for (const [key, value] of Object.entries(opts.fields ?? {})) form.append(key, value);
    const bytes = typeof file.bytes === 'string' ? file.bytes : new Uint8Array(file.bytes);
    form.append('file', new Blob([bytes], { type: file.type }), file.name);
    return call<T>('POST', path, { token: opts.token, form });
  }

  const login = (username: string, password = TEST_DEMO_PASSWORD) =>
    call<TokenResponse>('POST', '/api/login', { body: { username, password } });

  async function signIn(username: string, password = TEST_DEMO_PASSWORD): Promise<string> {
    const first = await login(username, password);
    if (first.status !== 200) throw new Error(`login of ${username}: ${first.status} ${JSON.stringify(first.body)}`);
    const pre = first.body.token;
    const { id, secret: enrolled } = payloadOf(pre);
    const key = username.toLowerCase();
    if (!enrolled) {
      const generated = await call<SecretResponse>('POST', `/api/setting/users/${id}/generate-secret`, { token: pre });
      if (generated.status !== 200) throw new Error(`generate-secret of ${username}: ${generated.status}`);
      secrets.set(key, secretOfLink(generated.body.raw));
    }
    const secret = secrets.get(key);
    if (!secret) throw new Error(`${username} has a TOTP secret this test app did not hand out`);
    // A code is accepted once: each sign-in uses the next time step.
    clock.advance(TOTP_PERIOD_SECONDS * 1000);
    const code = totpCode(secret, clock.now());
    const full = await call<TokenResponse>('POST', '/api/authenticate-totp', { token: pre, body: { code } });
    if (full.status !== 200) throw new Error(`authenticate-totp of ${username}: ${full.status} ${JSON.stringify(full.body)}`);
    return full.body.token;
  }

  async function close(): Promise<void> {
    await database.close();
    await rm(config.filesDir, { recursive: true, force: true });
  }

  return {
    app,
    db: database.db,
    resources,
    jobs: { db: database.db, resources, handlers: jobs, filesDir: config.filesDir, signingKey: config.jwtSecret },
    clock,
    config,
    request,
    call,
    read,
    upload,
    login,
    signIn,
    secrets,
    close,
  };
}

/**
 * A test app and a full token of each demo user named, by username: the set-up of most files
 * (`({ t, admin, support } = await signedInApp(['admin', 'support']))`).
 */
export async function signedInApp<const U extends string>(
  usernames: readonly U[],
  options?: TestAppOptions,
): Promise<{ t: TestApp } & Record<U, string>> {
  const t = await createTestApp(options);
  const tokens = {} as Record<U, string>;
  // One after another: each sign-in moves the app's clock to the next TOTP step.
  for (const username of usernames) tokens[username] = await t.signIn(username);
  return { t, ...tokens };
}

/** A user row written straight into the database (no password that signs in: tests hand out tokens). */
export async function insertUser(
  db: Db,
  user: { username: string; role: number; passwordChangedAt?: Date | null; totpSecret?: string | null },
): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      username: user.username,
      name: `Test ${user.username}`,
      email: `${user.username}@example.com`,
      role: user.role,
      passwordHash: 'not-a-hash',
      passwordChangedAt: user.passwordChangedAt === undefined ? new Date() : user.passwordChangedAt,
      totpSecret: user.totpSecret === undefined ? 'JBSWY3DPEHPK3PXP' : user.totpSecret,
    })
    .returning({ id: users.id });
  return row.id;
}

/** A token the app's key signs, as the server would have issued it (role as the token says, not the database). */
export async function tokenFor(
  t: Pick<TestApp, 'config' | 'clock'>,
  subject: { id: number; role: number },
  options: { tfa?: boolean; key?: string; at?: Date } = {},
): Promise<string> {
  const clock: Clock = options.at ? { now: () => options.at! } : t.clock;
  const answer = await issueToken(
    { id: subject.id, role: subject.role, secret: true },
    options.tfa ?? true,
    options.key ?? t.config.jwtSecret,
    clock,
  );
  return answer.token;
}
