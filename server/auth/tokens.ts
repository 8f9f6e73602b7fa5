/**
 * Signed session tokens (DESIGN.md "Tokens"): HS256 JWTs whose payload is exactly {id, role, secret, tfa,
 * exp}. Expiry is checked against the injected Clock, not the wall clock, so tests can move time.
 */
import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { sign } from 'hono/jwt';
import type { Clock } from '../clock';
import type { TokenPayload, TokenResponse } from '../../src/domain/api-types';
import { FULL_TOKEN_TTL_SECONDS, PRE_TFA_TOKEN_TTL_SECONDS } from '../../src/domain/constants';

export interface TokenSubject {
  id: number;
  role: number;
  /** The user has a confirmed TOTP secret. */
  secret: boolean;
}

/** A token for the subject: pre-two-factor (10 min) or full (8 h). */
export async function issueToken(subject: TokenSubject, tfa: boolean, jwtSecret: string, clock: Clock): Promise<TokenResponse> {
  const ttl = tfa ? FULL_TOKEN_TTL_SECONDS : PRE_TFA_TOKEN_TTL_SECONDS;
  const exp = Math.floor(clock.now().getTime() / 1000) + ttl;
  const payload: TokenPayload = { id: subject.id, role: subject.role, secret: subject.secret, tfa, exp };
  return { token: await sign({ ...payload }, jwtSecret, 'HS256'), expire: exp * 1000 };
}

function isPayload(value: Record<string, unknown>): value is Record<string, unknown> & TokenPayload {
  return (
    Number.isInteger(value.id) &&
    (value.id as number) > 0 &&
    Number.isInteger(value.role) &&
    typeof value.secret === 'boolean' &&
    typeof value.tfa === 'boolean' &&
    Number.isInteger(value.exp)
  );
}

/** The HMAC key of a secret, made once: every API call verifies a token. */
const verifyKeys = new Map<string, KeyObject>();

function verifyKeyOf(jwtSecret: string): KeyObject {
  let key = verifyKeys.get(jwtSecret);
  if (!key) {
    key = createSecretKey(Buffer.from(jwtSecret, 'utf8'));
    verifyKeys.set(jwtSecret, key);
  }
  return key;
}

const SEGMENT = /^[A-Za-z0-9_-]+$/;
const SIGNATURE = /^[A-Za-z0-9_-]*={0,2}$/;

function jsonSegment(segment: string): unknown {
  if (!SEGMENT.test(segment)) return null;
  try {
    return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

/** `typ` absent or JWT (any case, with or without `application/`), as hono/jwt accepts it. */
function isJwtTyp(typ: unknown): boolean {
  return typ === undefined || (typeof typ === 'string' && typ.toLowerCase().replace(/^application\//, '') === 'jwt');
}

/**
 * The payload of an HS256 token whose signature is right, else null. Checked with Node's HMAC in the
 * calling thread: WebCrypto's verify (hono/jwt) is asynchronous and hands every call to the thread pool,
 * which cost about a tenth of a list call's CPU under load (docs/decisions.md, "List statements"). The
 * same rules as hono/jwt: three segments, a header with alg HS256, no crit, typ absent or JWT.
 */
function signedPayload(token: string, jwtSecret: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [head, body, signature] = parts;
  const header = jsonSegment(head) as Record<string, unknown> | null;
  if (!header || typeof header !== 'object' || header.alg !== 'HS256' || 'crit' in header || !isJwtTyp(header.typ)) return null;
  if (!SIGNATURE.test(signature)) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = createHmac('sha256', verifyKeyOf(jwtSecret)).update(`${head}.${body}`).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const payload = jsonSegment(body);
  return payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null;
}

/** The payload of a valid, unexpired token; null for anything else (bad signature, shape or expiry). */
export function verifyToken(token: string, jwtSecret: string, clock: Clock): TokenPayload | null {
  const payload = signedPayload(token, jwtSecret);
  if (!payload || !isPayload(payload)) return null;
  if (payload.exp * 1000 <= clock.now().getTime()) return null;
  return { id: payload.id, role: payload.role, secret: payload.secret, tfa: payload.tfa, exp: payload.exp };
}
