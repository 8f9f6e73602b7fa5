/**
 * Server configuration from the environment. Every value is validated here; a bad value throws a
 * ConfigError whose message names the variable and what is wrong (main.ts prints it and exits 1).
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isCommonPassword, meetsPasswordCriteria } from './auth/password-policy';
import { PASSWORD_MIN_LENGTH } from '../src/domain/constants';

export interface Config {
  port: number;
  host: string;
  /** Absolute path. Holds the embedded database, the lock file and the generated signing key. */
  dataDir: string;
  /** Absolute path of the uploaded files' bytes (named by their SHA-256); default DATA_DIR/files. */
  filesDir: string;
  /** postgres:// or postgresql:// URL; when absent the embedded PGlite database in dataDir is used. */
  databaseUrl: string | undefined;
  /** HS256 signing key for tokens. */
  jwtSecret: string;
  /** Where the key came from: the environment or the generated file in dataDir. */
  jwtSecretSource: 'env' | 'file';
  /** Password of the seeded demo accounts (embedded database only). */
  demoPassword: string;
  /** Orders in the demo data (DEMO_ORDERS, default 20,000): the first start's seed and `npm run seed:demo`. */
  demoOrders: number;
  /**
   * Reverse-proxy hops in front of the server whose X-Forwarded-For entries are trusted (0: none, the
   * socket's address is the client's). server/http/client-address.ts.
   */
  trustProxy: number;
  /** The OpenAI-compatible chat-completions provider of AI product texts; null when none is set (server/ai). */
  ai: AiConfig | null;
  /** Outgoing e-mail: the SMTP server and the sender (server/mail); `smtpUrl` null keeps mail in the outbox unsent. */
  mail: MailConfig;
  /** The SMTP receiver of customers' e-mail (src/features/support/server/mail-in); null (MAIL_IN_PORT unset): not started. */
  mailIn: MailInConfig | null;
}

/** MAIL_IN_PORT, MAIL_IN_HOST and MAIL_IN_MAX_BYTES (src/features/support/server/mail-in). */
export interface MailInConfig {
  port: number;
  /** The address it listens on (default 127.0.0.1: behind the shop's own MTA). */
  host: string;
  /** The largest message accepted, in bytes as transferred; a larger one is refused with 552 during DATA. */
  maxBytes: number;
}

/** SMTP_URL and MAIL_FROM (server/mail). */
export interface MailConfig {
  /** smtp:// or smtps:// URL of the server that delivers the outbox; null: messages are stored, not sent. */
  smtpUrl: string | null;
  /** The sender of every message (`Name <address>` or an address). */
  from: string;
}

/** AI_BASE_URL, AI_API_KEY and AI_MODEL (all three or none), and the time a model may take to answer. */
export interface AiConfig {
  /** The API's base, e.g. https://api.openai.com/v1 (requests go to {baseUrl}/chat/completions). */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Milliseconds one request may take before it counts as failed (AI_TIMEOUT_SECONDS, default 60). */
  timeoutMs: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const DEFAULT_PORT = 8080;
const DEFAULT_HOST = '127.0.0.1';
const DEFAULT_DATA_DIR = './data';
export const DEFAULT_DEMO_PASSWORD = 'Backoffice#2026';
export const DEFAULT_DEMO_ORDERS = 20_000;
const MAX_DEMO_ORDERS = 200_000;
const JWT_SECRET_MIN_LENGTH = 32;
const JWT_SECRET_FILE = 'jwt-secret';
const FILES_SUBDIR = 'files';
const TRUST_PROXY_MAX = 10;
const AI_VARIABLES = ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL'] as const;
const DEFAULT_AI_TIMEOUT_SECONDS = 60;
const DEFAULT_MAIL_IN_MAX_BYTES = 25 * 1024 * 1024;
const MAIL_IN_MIN_BYTES = 1024;
/** The receiver holds a message in memory while it parses it: 100 MiB at most. */
const MAIL_IN_MAX_MAX_BYTES = 100 * 1024 * 1024;
/** The sender of stored messages when no SMTP server (and no MAIL_FROM) is set: a domain that cannot exist. */
export const DEFAULT_MAIL_FROM = 'Backoffice <no-reply@backoffice.invalid>';

type Env = Record<string, string | undefined>;

function value(env: Env, name: string): string | undefined {
  const raw = env[name];
  return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
}

function parsePort(env: Env): number {
  const raw = value(env, 'PORT');
  if (raw === undefined) return DEFAULT_PORT;
  if (!/^\d+$/.test(raw) || Number(raw) > 65535) {
    throw new ConfigError(`PORT must be an integer from 0 to 65535, got "${raw}"`);
  }
  return Number(raw);
}

function parseHost(env: Env): string {
  const raw = value(env, 'HOST');
  if (raw === undefined) return DEFAULT_HOST;
  if (/\s/.test(raw) || raw.includes('/')) throw new ConfigError(`HOST must be a host name or an IP address, got "${raw}"`);
  return raw;
}

function parseDatabaseUrl(env: Env): string | undefined {
  const raw = value(env, 'DATABASE_URL');
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('DATABASE_URL is not a valid URL (expected postgres://user:password@host:5432/database)');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError(`DATABASE_URL must start with postgres:// or postgresql://, got "${url.protocol}//"`);
  }
  return raw;
}

function parseTrustProxy(env: Env): number {
  const raw = value(env, 'TRUST_PROXY');
  if (raw === undefined) return 0;
  if (!/^\d+$/.test(raw) || Number(raw) > TRUST_PROXY_MAX) {
    throw new ConfigError(
      `TRUST_PROXY must be the number of reverse proxies in front of the server, a whole number from 0 to ${TRUST_PROXY_MAX}, got "${raw}"`,
    );
  }
  return Number(raw);
}

/** The AI provider: all three variables or none (null); a half-set provider stops the start naming what is missing. */
export function parseAi(env: Env): AiConfig | null {
  const [baseUrl, apiKey, model] = AI_VARIABLES.map((name) => value(env, name));
  const missing = AI_VARIABLES.filter((name) => value(env, name) === undefined);
  const rawTimeout = value(env, 'AI_TIMEOUT_SECONDS');
  if (missing.length === AI_VARIABLES.length) {
    if (rawTimeout !== undefined) throw new ConfigError('AI_TIMEOUT_SECONDS is set but AI_BASE_URL, AI_API_KEY and AI_MODEL are not');
    return null;
  }
  if (missing.length)
    throw new ConfigError(
      `AI_BASE_URL, AI_API_KEY and AI_MODEL go together: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing`,
    );
  let url: URL;
  try {
    url = new URL(baseUrl!);
  } catch {
    throw new ConfigError(`AI_BASE_URL is not a valid URL (expected e.g. https://api.openai.com/v1), got "${baseUrl}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ConfigError(`AI_BASE_URL must start with http:// or https://, got "${url.protocol}//"`);
  let timeoutSeconds = DEFAULT_AI_TIMEOUT_SECONDS;
  if (rawTimeout !== undefined) {
    if (!/^\d+$/.test(rawTimeout) || Number(rawTimeout) < 1 || Number(rawTimeout) > 600) {
      throw new ConfigError(`AI_TIMEOUT_SECONDS must be a whole number of seconds from 1 to 600, got "${rawTimeout}"`);
    }
    timeoutSeconds = Number(rawTimeout);
  }
  return { baseUrl: baseUrl!.replace(/\/+$/, ''), apiKey: apiKey!, model: model!, timeoutMs: timeoutSeconds * 1000 };
}

const ADDRESS = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/;

/** Whether `value` is an e-mail address, bare or as `Display Name <address>` (one address, no list). */
export function isMailbox(value: string): boolean {
  const named = /^([^<>]*)<([^<>]+)>$/.exec(value.trim());
  return ADDRESS.test(named ? named[2].trim() : value.trim());
}

/**
 * SMTP_URL (smtp:// or smtps://, user and password in the URL as nodemailer reads them) and MAIL_FROM. A
 * server without a sender is refused: a real message needs a real From. Neither set: mail is only stored.
 */
export function parseMail(env: Env): MailConfig {
  const raw = value(env, 'SMTP_URL');
  const from = value(env, 'MAIL_FROM');
  if (from !== undefined && !isMailbox(from))
    throw new ConfigError(`MAIL_FROM must be an e-mail address or "Name <address>", got "${from}"`);
  if (raw === undefined) return { smtpUrl: null, from: from ?? DEFAULT_MAIL_FROM };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('SMTP_URL is not a valid URL (expected smtp://user:password@mail.example.com:587 or smtps://…:465)');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new ConfigError(`SMTP_URL must start with smtp:// or smtps://, got "${url.protocol}//"`);
  if (!url.hostname) throw new ConfigError('SMTP_URL names no host');
  if (from === undefined) throw new ConfigError('MAIL_FROM is required when SMTP_URL is set (the sender of every e-mail)');
  return { smtpUrl: raw, from };
}

/**
 * MAIL_IN_PORT turns the SMTP receiver on (off by default); MAIL_IN_HOST and MAIL_IN_MAX_BYTES only go with it, so a
 * receiver half-configured is not silently off.
 */
function parseMailIn(env: Env): MailInConfig | null {
  const rawPort = value(env, 'MAIL_IN_PORT');
  const rawHost = value(env, 'MAIL_IN_HOST');
  const rawMax = value(env, 'MAIL_IN_MAX_BYTES');
  if (rawPort === undefined) {
    const stray = [rawHost === undefined ? null : 'MAIL_IN_HOST', rawMax === undefined ? null : 'MAIL_IN_MAX_BYTES'].filter(Boolean);
    if (stray.length)
      throw new ConfigError(
        `${stray.join(' and ')} ${stray.length === 1 ? 'is' : 'are'} set but MAIL_IN_PORT is not (the receiver is off)`,
      );
    return null;
  }
  if (!/^\d+$/.test(rawPort) || Number(rawPort) < 1 || Number(rawPort) > 65535)
    throw new ConfigError(`MAIL_IN_PORT must be an integer from 1 to 65535, got "${rawPort}"`);
  if (rawHost !== undefined && (/\s/.test(rawHost) || rawHost.includes('/')))
    throw new ConfigError(`MAIL_IN_HOST must be a host name or an IP address, got "${rawHost}"`);
  let maxBytes = DEFAULT_MAIL_IN_MAX_BYTES;
  if (rawMax !== undefined) {
    if (!/^\d+$/.test(rawMax) || Number(rawMax) < MAIL_IN_MIN_BYTES || Number(rawMax) > MAIL_IN_MAX_MAX_BYTES)
      throw new ConfigError(
        `MAIL_IN_MAX_BYTES must be a whole number of bytes from ${MAIL_IN_MIN_BYTES} to ${MAIL_IN_MAX_MAX_BYTES}, got "${rawMax}"`,
      );
    maxBytes = Number(rawMax);
  }
  return { port: Number(rawPort), host: rawHost ?? DEFAULT_HOST, maxBytes };
}

function parseDemoPassword(env: Env): string {
  const raw = env.DEMO_PASSWORD;
  if (raw === undefined || raw === '') return DEFAULT_DEMO_PASSWORD;
  if (!meetsPasswordCriteria(raw)) {
    throw new ConfigError(
      `DEMO_PASSWORD does not meet the password policy: at least ${PASSWORD_MIN_LENGTH} characters with a lowercase letter, an uppercase letter, a digit and a special character`,
    );
  }
  if (isCommonPassword(raw, ['admin', 'support', 'catalog', 'manager', 'expired', 'disabled'])) {
    throw new ConfigError('DEMO_PASSWORD is too common (found by the common-password check); choose a less guessable one');
  }
  return raw;
}

function parseDemoOrders(env: Env): number {
  const raw = value(env, 'DEMO_ORDERS');
  if (raw === undefined) return DEFAULT_DEMO_ORDERS;
  if (!/^\d+$/.test(raw) || Number(raw) > MAX_DEMO_ORDERS) {
    throw new ConfigError(`DEMO_ORDERS must be a whole number from 0 to ${MAX_DEMO_ORDERS}, got "${raw}"`);
  }
  return Number(raw);
}

/**
 * The signing key: JWT_SECRET when set, else the key kept in DATA_DIR/jwt-secret, generated (mode 0600)
 * on first start. The file is created exclusively, so two processes starting together agree on one key.
 */
function resolveJwtSecret(env: Env, dataDir: string, databaseUrl: string | undefined): Pick<Config, 'jwtSecret' | 'jwtSecretSource'> {
  const raw = value(env, 'JWT_SECRET');
  if (raw !== undefined) {
    if (raw.length < JWT_SECRET_MIN_LENGTH) {
      throw new ConfigError(`JWT_SECRET must be at least ${JWT_SECRET_MIN_LENGTH} characters long, got ${raw.length}`);
    }
    return { jwtSecret: raw, jwtSecretSource: 'env' };
  }
  if (databaseUrl !== undefined) {
    // Several API processes share one PostgreSQL server; a key generated per machine would make tokens
    // signed by one process fail on the others.
    throw new ConfigError('JWT_SECRET is required when DATABASE_URL is set (every API process must sign tokens with the same key)');
  }
  const file = join(dataDir, JWT_SECRET_FILE);
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new ConfigError(`DATA_DIR "${dataDir}" cannot be created: ${(error as Error).message}`);
  }
  try {
    writeFileSync(file, `${randomBytes(48).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      throw new ConfigError(`DATA_DIR "${dataDir}" is not writable: ${(error as Error).message}`);
    }
  }
  const stored = readFileSync(file, 'utf8').trim();
  if (stored.length < JWT_SECRET_MIN_LENGTH) {
    throw new ConfigError(
      `JWT_SECRET is unset and ${file} holds a key shorter than ${JWT_SECRET_MIN_LENGTH} characters; delete the file to generate a new one`,
    );
  }
  chmodSync(file, 0o600);
  return { jwtSecret: stored, jwtSecretSource: 'file' };
}

export function loadConfig(env: Env = process.env): Config {
  const port = parsePort(env);
  const host = parseHost(env);
  const databaseUrl = parseDatabaseUrl(env);
  const demoPassword = parseDemoPassword(env);
  const demoOrders = parseDemoOrders(env);
  const trustProxy = parseTrustProxy(env);
  const ai = parseAi(env);
  const mail = parseMail(env);
  const mailIn = parseMailIn(env);
  const dataDir = resolve(value(env, 'DATA_DIR') ?? DEFAULT_DATA_DIR);
  const filesDir = resolve(value(env, 'FILES_DIR') ?? join(dataDir, FILES_SUBDIR));
  return {
    port,
    host,
    dataDir,
    filesDir,
    databaseUrl,
    demoPassword,
    demoOrders,
    trustProxy,
    ai,
    mail,
    mailIn,
    ...resolveJwtSecret(env, dataDir, databaseUrl),
  };
}

/** What the command-line tools (server/cli) need: where the database and files are. No signing key. */
export type DatabaseConfig = Pick<Config, 'dataDir' | 'filesDir' | 'databaseUrl' | 'demoPassword' | 'demoOrders'>;

/** The database part of the configuration, validated like loadConfig, without reading or making a key. */
export function loadDatabaseConfig(env: Env = process.env): DatabaseConfig {
  const databaseUrl = parseDatabaseUrl(env);
  const demoPassword = parseDemoPassword(env);
  const demoOrders = parseDemoOrders(env);
  const dataDir = resolve(value(env, 'DATA_DIR') ?? DEFAULT_DATA_DIR);
  const filesDir = resolve(value(env, 'FILES_DIR') ?? join(dataDir, FILES_SUBDIR));
  return { dataDir, filesDir, databaseUrl, demoPassword, demoOrders };
}
