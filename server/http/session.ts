/**
 * The bearer token of a request (DESIGN.md "Session and security"). Which calls need which kind of token
 * is each route's rule to say (server/http/api-route.ts), enforced by the access guard
 * (server/http/access.ts); docs/decisions.md ("Server") records why a pre-two-factor token elsewhere
 * answers 40101.
 */
import type { Context } from 'hono';
import type { TokenPayload } from '../../src/domain/api-types';
import { verifyToken } from '../auth/tokens';
import type { AppEnv } from './env';

/** The bearer token of the request, if any. */
function bearerToken(c: Context): string | null {
  const header = c.req.header('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/** The verified payload of the request's token, or null (missing, malformed, bad signature, expired). */
export function sessionOf(c: Context<AppEnv>): TokenPayload | null {
  const token = bearerToken(c);
  if (!token) return null;
  const { config, clock } = c.get('deps');
  return verifyToken(token, config.jwtSecret, clock);
}
