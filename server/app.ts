/**
 * The one app factory (STYLE.md 14): security headers, the XSRF cookie and check, the session guard,
 * every router, error answers and, when built files are given, the browser app. No socket: tests call
 * `app.request()`, server/main.ts listens.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { serveStatic } from '@hono/node-server/serve-static';
import { API_BASE, COOKIE_XSRF, HEADER_XSRF } from '../src/domain/constants';
import { ErrorCode } from '../src/domain/errors';
import { ApiFailure, failureResponse } from './http/errors';
import type { AppDeps, AppEnv } from './http/env';
import { assembleServer, featureRoutes } from './features';
import { accessGuard } from './http/access';
import { routerOf } from './http/api-route';
import { isHttpsRequest } from './http/client-address';
import { bodyLimits } from './http/body-limit';
import { textRule } from './http/text-rule';
import { IMPORT_BODY_LIMITS } from './imports/routes';
import { FILE_BODY_LIMITS } from './routes/common/files';
import { compressJson, varyOnEncoding } from './http/compression';
import { UserStates } from './auth/user-state';
import { captuerrRoutes } from './routes/captuerr';
import { commonRoutes } from './routes/common';
import { areaRouter } from './routes/area';
import { healthRoutes } from './routes/health';
import { sessionRoutes } from './routes/session';

export interface AppOptions {
  /** Directory of the built browser app (vite build output); unset, only /api is served. */
  staticDir?: string;
  /** The caller's address, for the brute-force limits per address. */
  clientAddress?: (c: Context) => string;
}

/**
 * CSP without inline scripts; style attributes stay allowed because React style props set them. The one
 * hash admits the single <style> element react-aria's usePress inserts (touch-action on pressable
 * elements); the e2e suite fails on any CSP violation, so a library upgrade that changes it is noticed.
 */
const REACT_ARIA_PRESS_STYLE_HASH = "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='";

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  `style-src 'self' ${REACT_ARIA_PRESS_STYLE_HASH}`,
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The routes whose bodies may be larger than the default (server/http/body-limit.ts). */
export const BODY_LIMITS = [FILE_BODY_LIMITS, IMPORT_BODY_LIMITS];

/** Browser features the console never uses, denied to it and to anything it could be made to embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/** HSTS on answers over TLS (directly, or through a trusted proxy): a year, subdomains included. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';
/** Built files that the build precompresses (scripts/precompressed-assets.mjs): their answers vary by encoding. */
const STATIC_COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json)|image\/svg\+xml)/i;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isApiPath(path: string): boolean {
  return path === API_BASE || path.startsWith(`${API_BASE}/`);
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** What createApp takes: the deps, the registry of resource bindings optional (built from the features when absent). */
export type AppInput = Omit<AppDeps, 'resources'> & Partial<Pick<AppDeps, 'resources'>>;

export function createApp(input: AppInput, options: AppOptions = {}): Hono<AppEnv> {
  const deps: AppDeps = { ...input, resources: input.resources ?? assembleServer().resources };
  const app = new Hono<AppEnv>();
  const clientAddress = options.clientAddress ?? (() => 'unknown');
  // Per app instance: each app (each test) has its own, timed by its own clock.
  const userStates = new UserStates(deps.db, deps.clock);
  const overTls = (c: Context) => isHttpsRequest(c.req.url, c.req.header('X-Forwarded-Proto'), deps.config.trustProxy);

  // Outermost, so the headers land on every answer: routes, refusals, errors, static files.
  app.use('*', async (c: Context<AppEnv>, next) => {
    const started = performance.now();
    c.set('deps', deps);
    c.set('userStates', userStates);
    c.set('clientAddress', clientAddress(c));
    await next();
    const headers = c.res.headers;
    headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'no-referrer');
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Permissions-Policy', PERMISSIONS_POLICY);
    if (overTls(c)) headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    if (isApiPath(c.req.path)) headers.set('Cache-Control', 'no-store');
    else if (c.req.path.startsWith('/assets/') && c.res.status === 200) headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    else headers.set('Cache-Control', 'no-cache');
    // A built file may go out as its .br or .gz copy: caches keep one answer per encoding.
    if (!isApiPath(c.req.path) && STATIC_COMPRESSIBLE.test(headers.get('Content-Type') ?? '')) varyOnEncoding(headers);
    if (c.res.status >= 500 || isApiPath(c.req.path)) {
      deps.logger.info('request', {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      });
    }
  });

  // XSRF (double-submit cookie): any answer to a browser without the cookie sets one; every unsafe API
  // request must echo it in a header, which a cross-site page cannot read or set. Login included.
  app.use('*', async (c: Context<AppEnv>, next) => {
    const cookie = getCookie(c, COOKIE_XSRF);
    try {
      if (isApiPath(c.req.path) && !SAFE_METHODS.has(c.req.method)) {
        const header = c.req.header(HEADER_XSRF);
        if (!cookie || !header || !sameToken(cookie, header)) throw new ApiFailure(ErrorCode.CsrfFailed);
      }
      await next();
    } finally {
      if (!cookie) {
        setCookie(c, COOKIE_XSRF, randomBytes(32).toString('base64url'), {
          path: '/',
          sameSite: 'Strict',
          httpOnly: false,
          secure: overTls(c),
        });
      }
    }
  });

  // JSON answers of a kilobyte and more go out compressed (br or gzip, as the client accepts).
  app.use(`${API_BASE}/*`, compressJson());

  const api = new Hono<AppEnv>();
  // Every body is limited before anything reads it (413): JSON to 1 MB, uploads and imports to their files' sizes.
  api.use('*', bodyLimits(BODY_LIMITS));
  // Every API route, public ones included, passes the one guard that applies the rule the route was registered
  // with (server/http/api-route.ts); a path no route answers needs a full session before its 40401.
  api.use('*', accessGuard);
  // Then every text the request brings keeps the one text rule (40001 naming the field), before any route reads it.
  api.use('*', textRule);
  api.route('/', routerOf([...healthRoutes(), ...sessionRoutes(), ...captuerrRoutes()]));
  api.route('/common', routerOf(commonRoutes()));
  // Each area: the features' own routes (server/features.ts), then the engine's of its declared resources.
  for (const area of ['product', 'shop', 'support', 'setting'] as const)
    api.route(`/${area}`, areaRouter(area, featureRoutes(area, deps.resources), deps.resources));
  api.route('/storefront', routerOf(featureRoutes('storefront', deps.resources)));
  api.all('*', () => {
    throw new ApiFailure(ErrorCode.NotFound);
  });
  app.route(API_BASE, api);

  if (options.staticDir) {
    const root = options.staticDir;
    // The build wrote a .br and a .gz beside each text file (scripts/precompressed-assets.mjs): sent as
    // stored, by the request's Accept-Encoding, with Content-Encoding and Vary.
    app.use('*', serveStatic({ root, precompressed: true }));
    // Client-side routes: any other page a browser asks for is the app's index.html.
    app.get('*', async (c, next) => {
      if (!(c.req.header('Accept') ?? '').includes('text/html')) return next();
      return serveStatic({ root, path: 'index.html', precompressed: true })(c, next);
    });
  }

  app.notFound((c) => (isApiPath(c.req.path) ? failureResponse(c, new ApiFailure(ErrorCode.NotFound)) : c.text('Not found', 404)));

  app.onError((error, c) => {
    if (error instanceof ApiFailure) return failureResponse(c, error);
    deps.logger.error('unhandled error', { method: c.req.method, path: c.req.path, error: error.stack ?? String(error) });
    return failureResponse(c, new ApiFailure(ErrorCode.Internal));
  });

  return app;
}
