/** Configuration from the environment: defaults, and a clear message naming each bad value. */
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_DEMO_PASSWORD, DEFAULT_MAIL_FROM, loadConfig, loadDatabaseConfig } from '../../server/config';

describe('loadConfig', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'backoffice-config-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });
  const refusal = (env: Record<string, string>) => {
    try {
      load(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error('accepted');
  };

  it('has working defaults and keeps a generated signing key in DATA_DIR', async () => {
    const config = load({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: undefined,
      demoPassword: DEFAULT_DEMO_PASSWORD,
      jwtSecretSource: 'file',
    });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect((await readFile(join(dataDir, 'jwt-secret'), 'utf8')).trim()).toBe(config.jwtSecret);
    expect((await stat(join(dataDir, 'jwt-secret'))).mode & 0o777).toBe(0o600);
    expect(load({}).jwtSecret).toBe(config.jwtSecret);
  });

  it('refuses a bad PORT', () => {
    expect(refusal({ PORT: 'eighty' })).toBe('PORT must be an integer from 0 to 65535, got "eighty"');
    expect(refusal({ PORT: '70000' })).toContain('PORT must be an integer from 0 to 65535');
  });

  it('refuses a bad DATABASE_URL', () => {
    expect(refusal({ DATABASE_URL: 'not a url', JWT_SECRET: 'x'.repeat(32) })).toContain('DATABASE_URL is not a valid URL');
    expect(refusal({ DATABASE_URL: 'mysql://db/shop', JWT_SECRET: 'x'.repeat(32) })).toContain('DATABASE_URL must start with postgres://');
  });

  it('requires JWT_SECRET with DATABASE_URL', () => {
    expect(refusal({ DATABASE_URL: 'postgres://u:p@localhost:5432/shop' })).toContain('JWT_SECRET is required when DATABASE_URL is set');
  });

  it('refuses a short JWT_SECRET', () => {
    expect(refusal({ JWT_SECRET: 'too-short' })).toBe('JWT_SECRET must be at least 32 characters long, got 9');
  });

  it('keeps mail in the outbox without SMTP_URL, and needs MAIL_FROM beside it', () => {
    expect(load({}).mail).toEqual({ smtpUrl: null, from: DEFAULT_MAIL_FROM });
    expect(load({ MAIL_FROM: 'Shop <shop@example.com>' }).mail).toEqual({ smtpUrl: null, from: 'Shop <shop@example.com>' });
    expect(load({ SMTP_URL: 'smtps://user:secret@mail.example.com:465', MAIL_FROM: 'shop@example.com' }).mail).toEqual({
      smtpUrl: 'smtps://user:secret@mail.example.com:465',
      from: 'shop@example.com',
    });
    expect(refusal({ SMTP_URL: 'smtp://mail.example.com' })).toBe(
      'MAIL_FROM is required when SMTP_URL is set (the sender of every e-mail)',
    );
    expect(refusal({ SMTP_URL: 'http://mail.example.com', MAIL_FROM: 'a@example.com' })).toBe(
      'SMTP_URL must start with smtp:// or smtps://, got "http://"',
    );
    expect(refusal({ SMTP_URL: 'not a url', MAIL_FROM: 'a@example.com' })).toContain('SMTP_URL is not a valid URL');
    expect(refusal({ MAIL_FROM: 'Shop' })).toBe('MAIL_FROM must be an e-mail address or "Name <address>", got "Shop"');
  });

  it('starts no mail receiver without MAIL_IN_PORT, and validates its port, address and size limit', () => {
    expect(load({}).mailIn).toBeNull();
    expect(load({ MAIL_IN_PORT: '2525' }).mailIn).toEqual({ port: 2525, host: '127.0.0.1', maxBytes: 25 * 1024 * 1024 });
    expect(load({ MAIL_IN_PORT: '25', MAIL_IN_HOST: '0.0.0.0', MAIL_IN_MAX_BYTES: '1048576' }).mailIn).toEqual({
      port: 25,
      host: '0.0.0.0',
      maxBytes: 1_048_576,
    });
    expect(refusal({ MAIL_IN_PORT: '0' })).toBe('MAIL_IN_PORT must be an integer from 1 to 65535, got "0"');
    expect(refusal({ MAIL_IN_PORT: 'smtp' })).toBe('MAIL_IN_PORT must be an integer from 1 to 65535, got "smtp"');
    expect(refusal({ MAIL_IN_PORT: '2525', MAIL_IN_HOST: 'a b' })).toBe('MAIL_IN_HOST must be a host name or an IP address, got "a b"');
    expect(refusal({ MAIL_IN_PORT: '2525', MAIL_IN_MAX_BYTES: '25MB' })).toBe(
      'MAIL_IN_MAX_BYTES must be a whole number of bytes from 1024 to 104857600, got "25MB"',
    );
    expect(refusal({ MAIL_IN_MAX_BYTES: '2048' })).toBe('MAIL_IN_MAX_BYTES is set but MAIL_IN_PORT is not (the receiver is off)');
  });

  it('has no AI provider unless AI_BASE_URL, AI_API_KEY and AI_MODEL are all set, and names what is missing', () => {
    expect(load({}).ai).toBeNull();
    const ai = { AI_BASE_URL: 'https://llm.example.com/v1/', AI_API_KEY: 'sk-test', AI_MODEL: 'gpt-test' };
    expect(load(ai).ai).toEqual({ baseUrl: 'https://llm.example.com/v1', apiKey: 'sk-test', model: 'gpt-test', timeoutMs: 60_000 });
    expect(load({ ...ai, AI_TIMEOUT_SECONDS: '5' }).ai?.timeoutMs).toBe(5000);
    expect(refusal({ AI_BASE_URL: ai.AI_BASE_URL, AI_MODEL: ai.AI_MODEL })).toBe(
      'AI_BASE_URL, AI_API_KEY and AI_MODEL go together: AI_API_KEY is missing',
    );
    expect(refusal({ AI_MODEL: 'x' })).toBe('AI_BASE_URL, AI_API_KEY and AI_MODEL go together: AI_BASE_URL, AI_API_KEY are missing');
    expect(refusal({ ...ai, AI_BASE_URL: 'llm.example.com' })).toContain('AI_BASE_URL is not a valid URL');
    expect(refusal({ ...ai, AI_BASE_URL: 'ftp://llm.example.com' })).toBe('AI_BASE_URL must start with http:// or https://, got "ftp://"');
    expect(refusal({ ...ai, AI_TIMEOUT_SECONDS: '0' })).toBe('AI_TIMEOUT_SECONDS must be a whole number of seconds from 1 to 600, got "0"');
    expect(refusal({ AI_TIMEOUT_SECONDS: '5' })).toBe('AI_TIMEOUT_SECONDS is set but AI_BASE_URL, AI_API_KEY and AI_MODEL are not');
  });

  it('trusts no proxy by default; TRUST_PROXY names the hops, anything else stops the server naming it', () => {
    expect(load({}).trustProxy).toBe(0);
    expect(load({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(load({ TRUST_PROXY: ' 1 ' }).trustProxy).toBe(1);
    for (const bad of ['true', 'yes', '-1', '1.5', '11', '0x1']) {
      expect(refusal({ TRUST_PROXY: bad })).toBe(
        `TRUST_PROXY must be the number of reverse proxies in front of the server, a whole number from 0 to 10, got "${bad}"`,
      );
    }
  });

  it('seeds 20,000 demo orders unless DEMO_ORDERS says another whole number up to 200,000', () => {
    expect(load({}).demoOrders).toBe(20_000);
    expect(load({ DEMO_ORDERS: '1000' }).demoOrders).toBe(1000);
    expect(load({ DEMO_ORDERS: '0' }).demoOrders).toBe(0);
    expect(loadDatabaseConfig({ DATA_DIR: dataDir, DEMO_ORDERS: '250' }).demoOrders).toBe(250);
    for (const raw of ['many', '-5', '1.5', '200001'])
      expect(refusal({ DEMO_ORDERS: raw })).toBe(`DEMO_ORDERS must be a whole number from 0 to 200000, got "${raw}"`);
  });

  it('refuses a weak or common DEMO_PASSWORD', () => {
    expect(refusal({ DEMO_PASSWORD: 'short' })).toContain('DEMO_PASSWORD does not meet the password policy');
    expect(refusal({ DEMO_PASSWORD: 'Password123!' })).toContain('DEMO_PASSWORD is too common');
  });
});
