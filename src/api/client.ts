/**
 * The one HTTP client of the browser (SPEC.md section 7): base /api, bearer token when one is stored,
 * the XSRF cookie echoed on every non-GET request, JSON in and out, no time-out. Failures are thrown as
 * ApiError with the server's code, the HTTP status, the field issues and the message id the UI shows.
 */
import { unload } from 'swr';
import { API_BASE, COOKIE_XSRF, HEADER_RECORDS, HEADER_RECORDS_CAPPED, HEADER_XSRF } from '../domain/constants';
import { ErrorCode, errorMessageId, type ApiErrorBody, type FieldIssue, type InUse } from '../domain/errors';
import { clearAuth, session } from '../store/session';
import { clearReference } from '../store/reference';

/** Message id for a request that never reached the server. */
const NETWORK_ERROR_ID = 'errors.network';

export class ApiError extends Error {
  readonly code: number;
  readonly status: number;
  readonly fields?: Record<string, FieldIssue>;
  /** The message id the UI shows for this failure. */
  readonly messageId: string;
  /** The whole answer (a stale write's `current` and `changedBy`, src/domain ConflictBody). */
  readonly body?: Readonly<Record<string, unknown>>;

  constructor(code: number, status: number, message: string, fields?: Record<string, FieldIssue>, body?: Record<string, unknown>) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.fields = fields;
    this.messageId = status === 0 ? NETWORK_ERROR_ID : errorMessageId(code);
    this.body = body;
  }
}

/** What a 40910 refusal says still uses the record (ErrorCode.SettingInUse), else nothing. */
export function inUseOf(error: unknown): readonly InUse[] {
  const uses = error instanceof ApiError ? error.body?.uses : undefined;
  return Array.isArray(uses) ? (uses as InUse[]) : [];
}

/** The message id to show for any failure: mapped API codes, otherwise "An unknown error occurred". */
export function errorMessageOf(error: unknown): string {
  return error instanceof ApiError ? error.messageId : errorMessageId(undefined);
}

/** A list answer with the total from the x-be-records header. */
export interface ListResult<T> {
  data: T[];
  nextCursor: string | null;
  records?: number;
  /** The server stopped counting (x-be-records-capped): there are more than `records`. */
  recordsCapped?: boolean;
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * The call is part of signing in (login, code, refresh) or reporting: a 401 answer is the caller's
   * to handle and does not end the session.
   */
  anonymous?: boolean;
}

/** A cookie's value as the document holds it (decoded); none outside a browser. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

let xsrfPending: Promise<void> | null = null;

/** The XSRF token from its cookie; without a cookie yet, GET /health first so the server sets one. */
async function xsrfToken(force = false): Promise<string | undefined> {
  const existing = readCookie(COOKIE_XSRF);
  if (existing && !force) return existing;
  xsrfPending ??= fetch(`${API_BASE}/health`, { credentials: 'same-origin' })
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => {
      xsrfPending = null;
    });
  await xsrfPending;
  return readCookie(COOKIE_XSRF);
}

function urlOf(path: string, query?: Query): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value != null) params.set(key, String(value));
  const search = params.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

async function errorOf(response: Response): Promise<ApiError> {
  let body: Partial<ApiErrorBody> | null = null;
  try {
    body = (await response.json()) as Partial<ApiErrorBody>;
  } catch {
    body = null;
  }
  const code = typeof body?.code === 'number' ? body.code : response.status * 100 + 1;
  return new ApiError(code, response.status, body?.message ?? response.statusText, body?.fields, body ?? undefined);
}

/**
 * Forget the session: authentication, permissions, reference data and cached answers. Used on logout,
 * on a refused refresh, and when a full token is refused (401): SPEC.md section 8 notes that the old
 * console meant to go to the login screen then but never did; here the route guard, seeing no session,
 * sends the user to /login with the page they were on as the redirect.
 */
export function endSession(): void {
  clearAuth();
  clearReference();
  clearApiCache();
}

/** Forget every cached answer (on logout and when the session ends). */
export function clearApiCache(): void {
  void unload({ revalidate: false });
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const send = async (forceXsrf: boolean): Promise<Response> => {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    const token = session.token;
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (method !== 'GET' && method !== 'HEAD') {
      const xsrf = await xsrfToken(forceXsrf);
      if (xsrf) headers[HEADER_XSRF] = xsrf;
    }
    try {
      return await fetch(urlOf(path, options.query), {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        credentials: 'same-origin',
        signal: options.signal,
      });
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      throw new ApiError(0, 0, cause instanceof Error ? cause.message : 'Network error');
    }
  };

  const tokenSent = session.token;
  const fullSession = !!session.payload?.tfa;
  let response = await send(false);
  if (!response.ok) {
    let error = await errorOf(response);
    // The XSRF cookie may have been rotated or lost: fetch a fresh one and try once more.
    if (error.code === ErrorCode.CsrfFailed && method !== 'GET') {
      response = await send(true);
      if (!response.ok) error = await errorOf(response);
    }
    if (!response.ok) {
      if (response.status === 401 && !options.anonymous && fullSession && tokenSent && tokenSent === session.token) {
        endSession();
      }
      throw error;
    }
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  const body: unknown = text ? JSON.parse(text) : undefined;
  const records = response.headers.get(HEADER_RECORDS);
  if (records != null && body && typeof body === 'object' && !Array.isArray(body)) {
    const capped = response.headers.get(HEADER_RECORDS_CAPPED) === 'true';
    return { ...body, records: Number(records), ...(capped ? { recordsCapped: true } : {}) } as T;
  }
  return body as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};

/** SWR's fetcher: keys are API paths (with their query). */
export function swrFetcher<T>(key: string): Promise<T> {
  return api.get<T>(key);
}

/** Every row of a list (reference data): a plain array, or `{ data, nextCursor }` pages followed to the end. */
export async function fetchAll<T>(path: string, options: Omit<RequestOptions, 'body'> = {}): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | null = null;
  do {
    const page: ListResult<T> | T[] = await api.get<ListResult<T> | T[]>(path, {
      ...options,
      query: cursor ? { ...options.query, cursor } : options.query,
    });
    if (Array.isArray(page)) return page;
    rows.push(...(page.data ?? []));
    cursor = page.nextCursor ?? null;
  } while (cursor);
  return rows;
}
