/** The app as any client sees it: security headers, health, refusals as JSON, error reports, the static app. */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { errorReports } from '../../server/db/schema';
import { CONTENT_SECURITY_POLICY, PERMISSIONS_POLICY } from '../../server/app';
import { createTestApp, payloadOf, signedInApp, type TestApp } from './helpers';

function expectSecurityHeaders(response: Response): void {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toBe(CONTENT_SECURITY_POLICY);
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  const permissions = response.headers.get('permissions-policy') ?? '';
  expect(permissions).toBe(PERMISSIONS_POLICY);
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(permissions).toContain(`${feature}=()`);
  // Plain http without a trusted proxy: no HSTS (tests/server/http-edges.test.ts has it behind a TLS proxy).
  expect(response.headers.get('strict-transport-security')).toBeNull();
}

describe('API basics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers health with ok, security headers, no-store and a readable XSRF cookie', async () => {
    const response = await t.request('GET', '/api/health', { csrf: false });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expectSecurityHeaders(response);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).not.toContain('HttpOnly');
    expect(cookie).not.toContain('Secure');
  });

  it('marks the XSRF cookie Secure over https and keeps an existing cookie', async () => {
    const secure = await t.app.request('https://backoffice.example.com/api/health');
    expect(secure.headers.get('set-cookie')).toContain('Secure');
    const kept = await t.app.request('/api/health', { headers: { Cookie: 'XSRF-TOKEN=abc' } });
    expect(kept.headers.get('set-cookie')).toBeNull();
  });

  it('puts security headers on refusals too', async () => {
    const response = await t.request('GET', '/api/setting/users');
    expect(response.status).toBe(401);
    expectSecurityHeaders(response);
  });

  it('answers an unknown API path with 40401 JSON', async () => {
    const token = await t.signIn('admin');
    const response = await t.request('GET', '/api/no/such/thing', { token });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ code: 40401, message: 'Not found' });
    expectSecurityHeaders(response);
  });

  it('answers a body that is not JSON with 40001', async () => {
    const response = await t.request('POST', '/api/login', { headers: { 'Content-Type': 'application/json' }, body: undefined });
    expect(response.status).toBe(400);
    const broken = await t.app.request('/api/login', {
      method: 'POST',
      headers: { Cookie: 'XSRF-TOKEN=x', 'X-XSRF-TOKEN': 'x', 'Content-Type': 'application/json' },
      body: '{"username":',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ code: 40001 });
  });

  it('stores an anonymous error report', async () => {
    const report = { error: 'TypeError: x is undefined', stack: 'at App (App.tsx:1:1)', userAgent: 'Test/1.0', url: '/shop/orders' };
    const response = await t.request('POST', '/api/captuerr', { body: report });
    expect(response.status).toBe(204);
    const [row] = await t.db.select().from(errorReports).orderBy(desc(errorReports.id)).limit(1);
    expect(row).toMatchObject({ ...report, userId: null });
  });

  it('attributes an error report to the signed-in user and ignores a bad token', async () => {
    const token = await t.signIn('support');
    const report = { error: 'RangeError', stack: '', userAgent: 'Test/1.0', url: '/shop' };
    expect((await t.request('POST', '/api/captuerr', { token, body: report })).status).toBe(204);
    let [row] = await t.db.select().from(errorReports).orderBy(desc(errorReports.id)).limit(1);
    expect(row.userId).toBe(payloadOf(token).id);
    expect((await t.request('POST', '/api/captuerr', { token: 'not-a-token', body: report })).status).toBe(204);
    [row] = await t.db.select().from(errorReports).orderBy(desc(errorReports.id)).limit(1);
    expect(row.userId).toBeNull();
  });

  it('refuses an error report without the error text (40001 with the field)', async () => {
    const answer = await t.call('POST', '/api/captuerr', { body: { stack: 'x' } });
    expect(answer.status).toBe(400);
    expect(answer.body.fields.error.id).toBe('validation.required');
  });
});

const INDEX_HTML = '<!doctype html><title>Backoffice</title><script type="module" src="/assets/index-abc123.js"></script>';
const BIG_SCRIPT = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i};`).join('\n');

describe('static app', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'backoffice-static-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), INDEX_HTML);
    await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // A built file with the build's .br and .gz copies beside it (scripts/precompressed-assets.mjs).
    await writeFile(join(dir, 'assets', 'big-def456.js'), BIG_SCRIPT);
    await writeFile(join(dir, 'assets', 'big-def456.js.br'), brotliCompressSync(BIG_SCRIPT));
    await writeFile(join(dir, 'assets', 'big-def456.js.gz'), gzipSync(BIG_SCRIPT));
    await writeFile(join(dir, 'index.html.br'), brotliCompressSync(INDEX_HTML));
    t = await createTestApp({ staticDir: dir });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves hashed assets with long immutable caching and security headers', async () => {
    const response = await t.app.request('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log(1)');
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(response);
  });

  it('serves other files with no-cache', async () => {
    const response = await t.app.request('/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers any page a browser asks for with index.html, headers and the XSRF cookie', async () => {
    for (const path of ['/', '/shop/orders/42', '/login?redirect=%2Fshop']) {
      const response = await t.app.request(path, { headers: { Accept: 'text/html,application/xhtml+xml' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<title>Backoffice</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('set-cookie')).toContain('XSRF-TOKEN=');
      expectSecurityHeaders(response);
    }
  });

  it('does not answer a missing asset or an API path with index.html', async () => {
    const asset = await t.app.request('/assets/missing.js', { headers: { Accept: '*/*' } });
    expect(asset.status).toBe(404);
    expectSecurityHeaders(asset);
    const api = await t.app.request('/api/nothing', { headers: { Accept: 'text/html' } });
    expect(api.status).toBe(401);
    expect(await api.json()).toMatchObject({ code: 40101 });
  });

  it("sends the build's Brotli or gzip copy by Accept-Encoding, with the caching and security headers kept", async () => {
    const cases = [
      { accept: 'gzip, deflate, br, zstd', encoding: 'br', decode: brotliDecompressSync },
      { accept: 'gzip, deflate', encoding: 'gzip', decode: gunzipSync },
    ];
    for (const { accept, encoding, decode } of cases) {
      const response = await t.app.request('/assets/big-def456.js', { headers: { 'Accept-Encoding': accept } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(response.headers.get('content-type')).toContain('javascript');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expectSecurityHeaders(response);
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.length).toBeLessThan(BIG_SCRIPT.length);
      expect(decode(body).toString()).toBe(BIG_SCRIPT);
    }
    const plain = await t.app.request('/assets/big-def456.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await plain.text()).toBe(BIG_SCRIPT);
    // A file without copies goes out as it is, whatever the browser accepts.
    const small = await t.app.request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.text()).toBe('console.log(1)');
  });

  it('sends the compressed index.html for any page a browser asks for', async () => {
    const response = await t.app.request('/shop/orders', { headers: { Accept: 'text/html', 'Accept-Encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expectSecurityHeaders(response);
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(INDEX_HTML);
  });
});

describe('compressed JSON answers', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    ({ t, admin: token } = await signedInApp(['admin']));
  });
  afterAll(() => t.close());

  const list = '/api/shop/orders?limit=50';

  it('compresses a large JSON answer with Brotli or gzip as the client accepts, the same JSON inside', async () => {
    const plain = await t.request('GET', list, { token });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(10_000);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0, gzip;q=0.5', 'gzip', gunzipSync],
    ] as const) {
      const response = await t.request('GET', list, { token, headers: { 'Accept-Encoding': accept } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding'), accept).toBe(encoding);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expectSecurityHeaders(response);
      const body = Buffer.from(await response.arrayBuffer());
      expect(Number(response.headers.get('content-length'))).toBe(body.length);
      expect(body.length).toBeLessThan(text.length / 4);
      expect(JSON.parse(decode(body).toString())).toEqual(JSON.parse(text));
    }
  });

  it('leaves small answers, refusals of a client that accepts nothing, and non-JSON answers as they are', async () => {
    const health = await t.request('GET', '/api/health', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(health.headers.get('content-encoding')).toBeNull();
    expect(await health.json()).toBeTruthy();
    const identity = await t.request('GET', list, { token, headers: { 'Accept-Encoding': 'identity' } });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(await identity.text())).toBeTruthy();
    const refused = await t.request('GET', '/api/shop/orders?limit=50', { headers: { 'Accept-Encoding': 'br' } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('content-encoding')).toBeNull();
    const csv = await t.request('GET', '/api/shop/orders/export', { token, headers: { 'Accept-Encoding': 'br' } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-encoding')).toBeNull();
  });
});
