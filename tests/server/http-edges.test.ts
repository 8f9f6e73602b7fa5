/**
 * The edges outside tools probe (issue 19 §7): every mutating route refuses a body beyond its limit with 413
 * and the API's error envelope before reading it whole; a Version that is not a number is a bad request;
 * behind a trusted TLS proxy the XSRF cookie is Secure and answers carry HSTS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMITS, STRICT_TRANSPORT_SECURITY } from '../../server/app';
import { bodyLimitOf, DEFAULT_BODY_LIMIT } from '../../server/http/body-limit';
import { apiRoutes, fillRoute, routeParams } from '../../server/http/route-table';
import { COOKIE_XSRF, HEADER_XSRF } from '../../src/domain/constants';
import { ErrorCode } from '../../src/domain/errors';
import { createTestApp, signedInApp, type TestApp } from './helpers';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  ({ t, admin } = await signedInApp(['admin']));
});
afterAll(() => t.close());

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Bodies of a given size, made once per size (the largest limit is some tens of megabytes). */
const bodies = new Map<number, Uint8Array<ArrayBuffer>>();
function bodyOf(size: number): Uint8Array<ArrayBuffer> {
  let body = bodies.get(size);
  if (!body) bodies.set(size, (body = new Uint8Array(size).fill(0x20)));
  return body;
}

async function xsrf(): Promise<string> {
  const answer = await t.app.request('/api/health');
  return new RegExp(`${COOKIE_XSRF}=([^;]+)`).exec(answer.headers.get('set-cookie') ?? '')![1];
}

/** A signed-in request with an XSRF pair and a raw body. */
async function send(method: string, path: string, body: BodyInit, headers: Record<string, string> = {}): Promise<Response> {
  const token = await xsrf();
  const init: RequestInit & { duplex?: 'half' } = {
    method,
    body,
    // A stream needs half duplex in Node's fetch Request.
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    headers: {
      Authorization: `Bearer ${admin}`,
      'Content-Type': 'application/json',
      Cookie: `${COOKIE_XSRF}=${token}`,
      [HEADER_XSRF]: token,
      ...headers,
    },
  };
  return t.app.request(path, init);
}

async function expectTooLarge(response: Response, max: number): Promise<void> {
  expect(response.status).toBe(413);
  expect(response.headers.get('content-type')).toContain('application/json');
  const body = (await response.json()) as { code: number; message: string; max: number };
  expect(body).toMatchObject({ code: ErrorCode.PayloadTooLarge, max });
  expect(body.message).toEqual(expect.any(String));
}

describe('request body limits', () => {
  it('every mutating route of the route table answers 413 with the error envelope to a body one byte beyond its limit', async () => {
    const routes = apiRoutes(t.app).filter((route) => MUTATING.has(route.method));
    expect(routes.length).toBeGreaterThan(50);
    const limits = new Set<number>();
    for (const route of routes) {
      const path = fillRoute(route.path, Object.fromEntries(routeParams(route.path).map((name) => [name, '1'])));
      const max = bodyLimitOf(BODY_LIMITS, path);
      limits.add(max);
      const body = bodyOf(max + 1);
      const response = await send(route.method, path, body, { 'Content-Length': String(body.byteLength) });
      expect(response.status, `${route.method} ${route.path}`).toBe(413);
      await expectTooLarge(response, max);
    }
    // JSON routes at the default, uploads and imports at their own larger limits.
    expect([...limits].sort((a, b) => a - b)[0]).toBe(DEFAULT_BODY_LIMIT);
    expect(limits.size).toBeGreaterThan(1);
  });

  it('refuses a streamed 50 MB PUT to a FAQ record without a Content-Length, and the record stays as it was', async () => {
    const faq = (await t.call<{ data: { ID: number; Version: number }[] }>('GET', '/api/setting/faq?limit=1', { token: admin })).body
      .data[0];
    let sent = 0;
    const chunk = new TextEncoder().encode(`{"Version":${faq.Version},"Answer":{"sv":"${'x'.repeat(64 * 1024)}`);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 50_000_000) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    await expectTooLarge(await send('PUT', `/api/setting/faq/${faq.ID}`, stream), DEFAULT_BODY_LIMIT);
    // Stopped soon after the limit: far less than the 50 MB was read.
    expect(sent).toBeLessThan(DEFAULT_BODY_LIMIT * 2);
    const after = await t.call<{ Version: number }>('GET', `/api/setting/faq/${faq.ID}`, { token: admin });
    expect(after.body.Version).toBe(faq.Version);
  });

  it('accepts a body within the limit: a large FAQ answer is judged by the form rules, not refused as too large', async () => {
    const faq = (await t.call<{ data: { ID: number; Version: number }[] }>('GET', '/api/setting/faq?limit=1', { token: admin })).body
      .data[0];
    const answer = await t.call<{ fields: Record<string, { id: string }> }>('PUT', `/api/setting/faq/${faq.ID}`, {
      token: admin,
      body: { Version: faq.Version, Answer: { sv: 'x'.repeat(DEFAULT_BODY_LIMIT - 1000) } },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields.Answer.id).toBe('validation.maxLength');
  });
});

describe('versions', () => {
  it('answers 40001 naming Version when the Version sent is not a number, 40901 when it is stale', async () => {
    const faq = (await t.call<{ data: { ID: number; Version: number }[] }>('GET', '/api/setting/faq?limit=1', { token: admin })).body
      .data[0];
    for (const Version of ['abc', 'NaN', 1.5, 0, -1, true, { n: 1 }]) {
      const answer = await t.call<{ code: number; fields: Record<string, { id: string }> }>('PUT', `/api/setting/faq/${faq.ID}`, {
        token: admin,
        body: { Version, SortOrder: 3 },
      });
      expect(answer.status, JSON.stringify(Version)).toBe(400);
      expect(answer.body.code).toBe(ErrorCode.BadRequest);
      expect(answer.body.fields.Version.id).toBe('validation.integer');
    }
    const stale = await t.call<{ code: number }>('PUT', `/api/setting/faq/${faq.ID}`, {
      token: admin,
      body: { Version: faq.Version + 100, SortOrder: 3 },
    });
    expect(stale.status).toBe(409);
    const deleted = await t.call<{ code: number }>('DELETE', `/api/setting/faq/${faq.ID}?version=abc`, { token: admin });
    expect(deleted.status).toBe(400);
    const after = await t.call<{ Version: number }>('GET', `/api/setting/faq/${faq.ID}`, { token: admin });
    expect(after.body.Version).toBe(faq.Version);
  });
});

describe('behind a TLS proxy', () => {
  it('marks the XSRF cookie Secure and sends HSTS when a trusted proxy forwards https, not otherwise', async () => {
    const proxied = await createTestApp({ config: { trustProxy: 1 } });
    try {
      const https = await proxied.app.request('/api/health', { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(https.headers.get('set-cookie')).toMatch(/;\s*Secure/);
      expect(https.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
      // The proxy appends what it saw (http) after what the client claimed: the client cannot choose.
      const claimed = await proxied.app.request('/api/health', { headers: { 'X-Forwarded-Proto': 'https, http' } });
      expect(claimed.headers.get('strict-transport-security')).toBeNull();
      expect(claimed.headers.get('set-cookie')).not.toMatch(/Secure/);
      const plain = await proxied.app.request('/api/health');
      expect(plain.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await proxied.close();
    }
    // Without a trusted proxy the header is the client's word and counts for nothing.
    const direct = await t.app.request('/api/health', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(direct.headers.get('set-cookie')).not.toMatch(/Secure/);
    expect(direct.headers.get('strict-transport-security')).toBeNull();
    // Over TLS itself, HSTS too.
    const tls = await t.app.request('https://backoffice.example.com/api/health');
    expect(tls.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
  });
});
