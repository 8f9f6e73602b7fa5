/** The app as any client sees it: security headers, health, refusals as JSON, error reports, the static app. */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { errorReports } from '../../server/db/schema';
import { CONTENT_SECURITY_POLICY, PERMISSIONS_POLICY } from '../../server/app';
import { createTestApp, payloadOf, type TestApp } from './helpers';

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

describe('static app', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'backoffice-static-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(
      join(dir, 'index.html'),
      '<!doctype html><title>Backoffice</title><script type="module" src="/assets/index-abc123.js"></script>',
    );
    await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
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
});
