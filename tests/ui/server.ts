/**
 * The real API in-process for the UI tests: a test app on its own clone of the seeded demo database
 * (tests/server/helpers.ts), and a global `fetch` that hands every `/api/…` request to `app.request`.
 * Cookies travel as in a browser on the same origin: what the server sets lands in `document.cookie`
 * (where the client reads the XSRF token) and goes back with every request.
 */
import { Blob as NodeBlob } from 'node:buffer';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { createTestApp, payloadOf, type TestApp } from '../server/helpers';
import { setAuth } from '../../src/store/session';

export { TEST_DEMO_PASSWORD } from '../server/helpers';
export type { TestApp };

function pathOf(input: RequestInfo | URL): string {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return url.replace(/^[a-z]+:\/\/[^/]+/i, '');
}

/** Keep the name=value of each Set-Cookie in the document, as a browser does for a readable cookie. */
function storeCookies(response: Response): void {
  for (const header of response.headers.getSetCookie()) {
    const [pair, ...attributes] = header.split(';');
    const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
    document.cookie = `${pair.trim()}; path=/${expired ? '; max-age=0' : ''}`;
  }
}

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

/**
 * The browser's requests that the API refused for a parameter it does not take (docs/decisions.md "Unknown list
 * parameters"): every UI test that talks to the server fails on one, so whatever a screen puts on a list,
 * export or bulk request is proven to be something the API reads.
 */
const unknownParameters: string[] = [];

function noteUnknownParameters(method: string, path: string, status: number, body: ArrayBuffer | null): void {
  if (status !== 400 || !body) return;
  try {
    const fields = (JSON.parse(new TextDecoder().decode(body)) as { fields?: Record<string, { id?: string }> }).fields ?? {};
    const names = Object.keys(fields).filter((name) => fields[name].id === 'validation.unknownParameter');
    if (names.length) unknownParameters.push(`${method} ${path}: ${names.join(', ')}`);
  } catch {
    // Not the API's JSON refusal.
  }
}

/**
 * Start a test app for this file (beforeAll) and route the browser's API calls to it; stop it after the
 * file. The returned handle is filled once the app runs. Each test fails when the browser sent a parameter the
 * API does not take.
 */
export function useTestServer(): { readonly current: TestApp } {
  const handle = {} as { current: TestApp };
  beforeAll(async () => {
    // The database is restored from an archive in a Node Blob; jsdom's own Blob cannot be read back.
    const pageBlob = globalThis.Blob;
    globalThis.Blob = NodeBlob as unknown as typeof Blob;
    let server: TestApp;
    try {
      server = await createTestApp();
    } finally {
      globalThis.Blob = pageBlob;
    }
    handle.current = server;
    clearCookies();
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = pathOf(input);
      if (!path.startsWith('/api/')) throw new TypeError(`No server answers ${path} in the UI tests`);
      const headers = new Headers(init.headers ?? (input instanceof Request ? input.headers : undefined));
      if (document.cookie) headers.set('Cookie', document.cookie);
      // As a browser's fetch: an aborted request rejects with an AbortError, whether it was aborted before
      // it left or while the server was answering, and its answer is never handed to the page.
      const signal = init.signal ?? (input instanceof Request ? input.signal : undefined);
      const aborted = () => new DOMException('This operation was aborted', 'AbortError');
      if (signal?.aborted) throw aborted();
      const answer = Promise.resolve(server.app.request(path, { ...init, signal: undefined, headers })).then(async (response: Response) => {
        const body = response.status === 204 || response.status === 304 ? null : await response.arrayBuffer();
        return { response, body };
      });
      const { response, body } = await new Promise<Awaited<typeof answer>>((resolve, reject) => {
        const onAbort = () => reject(aborted());
        signal?.addEventListener('abort', onAbort, { once: true });
        answer.then(resolve, reject).finally(() => signal?.removeEventListener('abort', onAbort));
      });
      storeCookies(response);
      noteUnknownParameters(init.method ?? (input instanceof Request ? input.method : 'GET'), path, response.status, body);
      return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
    });
  }, 60_000);
  afterEach(() => {
    expect(unknownParameters.splice(0), 'parameters the API does not take').toEqual([]);
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    clearCookies();
    await handle.current?.close();
  });
  return handle;
}

/**
 * Sign a demo account in through the API (password, enrolment, code) and hand the full token to the
 * browser's session store, as the two-factor screen does.
 */
export async function signInAs(server: TestApp, username: string): Promise<void> {
  startSession(await server.signIn(username));
}

/** Hand a full token (of a sign-in made once for the file) to the browser's session store. */
export function startSession(token: string): void {
  setAuth({ token, expire: payloadOf(token).exp * 1000 });
}
