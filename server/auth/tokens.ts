/**
 * Signed session tokens (DESIGN.md "Tokens"): HS256 JWTs whose payload is exactly {id, role, secret, tfa,
 * exp}. Expiry is checked against the injected Clock, not the wall clock, so tests can move time.
 */
import { sign, verify } from 'hono/jwt';
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
    Number.isInteger(value.id) && (value.id as number) > 0 &&
    Number.isInteger(value.role) &&
    typeof value.secret === 'boolean' &&
    typeof value.tfa === 'boolean' &&
    Number.isInteger(value.exp)
  );
}

/** The payload of a valid, unexpired token; null for anything else (bad signature, shape or expiry). */
/**
 * The HMAC key of a secret, imported once: every API call verifies a token, and importing the key again
 * each time cost more than the verification itself.
 */
const verifyKeys = new Map<string, Promise<CryptoKey>>();

function verifyKeyOf(jwtSecret: string): Promise<CryptoKey> {
  let key = verifyKeys.get(jwtSecret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(jwtSecret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    verifyKeys.set(jwtSecret, key);
  }
  return key;
}

export async function verifyToken(token: string, jwtSecret: string, clock: Clock): Promise<TokenPayload | null> {
  let payload: Record<string, unknown>;
  try {
    payload = await verify(token, await verifyKeyOf(jwtSecret), { alg: 'HS256', exp: false, nbf: false, iat: false });
  } catch {
    return null;
  }
  if (!isPayload(payload)) return null;
  if (payload.exp * 1000 <= clock.now().getTime()) return null;
  return { id: payload.id, role: payload.role, secret: payload.secret, tfa: payload.tfa, exp: payload.exp };
}
