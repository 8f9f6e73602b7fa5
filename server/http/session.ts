/**
 * The session guard (DESIGN.md "Session and security"). A bearer token is verified on every non-public
 * route. A pre-two-factor token (tfa: false) opens only the calls of the sign-in flow; docs/decisions.md
 * ("Server") records why anything else answers 40101.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { TokenPayload } from '../../src/domain/api-types';
import { ErrorCode } from '../../src/domain/errors';
import { verifyToken } from '../auth/tokens';
import { ApiFailure } from './errors';
import type { AppEnv } from './env';

/** The bearer token of the request, if any. */
export function bearerToken(c: Context): string | null {
  const header = c.req.header('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/** The verified payload of the request's token, or null (missing, malformed, bad signature, expired). */
export async function sessionOf(c: Context<AppEnv>): Promise<TokenPayload | null> {
  const token = bearerToken(c);
  if (!token) return null;
  const { config, clock } = c.get('deps');
  return verifyToken(token, config.jwtSecret, clock);
}

/** The calls a pre-two-factor token may make: confirm a code, enrol, read one's own record. */
export function preTwoFactorAllows(method: string, path: string, userId: number): boolean {
  if (method === 'POST' && path === '/api/authenticate-totp') return true;
  if (method === 'POST' && path === `/api/setting/users/${userId}/generate-secret`) return true;
  return (method === 'GET' || method === 'HEAD') && path === `/api/setting/users/${userId}`;
}

const notAuthenticated = () => new ApiFailure(ErrorCode.NotAuthenticated);

/**
 * Any valid token; a pre-two-factor one only on the sign-in calls. Mounted once in front of every
 * non-public API route, so a new area is protected without remembering to.
 */
export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  const auth = await sessionOf(c);
  if (!auth) throw notAuthenticated();
  if (!auth.tfa && !preTwoFactorAllows(c.req.method, c.req.path, auth.id)) throw notAuthenticated();
  c.set('auth', auth);
  await next();
});

/** A full session (two-factor passed). */
export const requireFullSession = createMiddleware<AppEnv>(async (c, next) => {
  const auth = await sessionOf(c);
  if (!auth?.tfa) throw notAuthenticated();
  c.set('auth', auth);
  await next();
});

/** A pre-two-factor token: the code step of signing in. */
export const requirePreTwoFactor = createMiddleware<AppEnv>(async (c, next) => {
  const auth = await sessionOf(c);
  if (!auth || auth.tfa) throw notAuthenticated();
  c.set('auth', auth);
  await next();
});
