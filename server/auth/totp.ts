/**
 * TOTP (RFC 6238) with otpauth: SHA-1, 6 digits, 30 s steps, a window of one step either side. The
 * matched time step is returned so the caller can refuse a code of a step already used (replay).
 */
import { Secret, TOTP } from 'otpauth';
import { SHORT_NAME, TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '../../src/domain/constants';

type TotpAlgorithm = 'SHA1' | 'SHA256' | 'SHA512';

export interface TotpOptions {
  digits?: number;
  algorithm?: TotpAlgorithm;
  /** Steps accepted before and after the current one. */
  window?: number;
}

/** Bytes of a new secret: 160 bits, the size RFC 4226 recommends for HMAC-SHA-1. */
const TOTP_SECRET_BYTES = 20;

function totpOf(secretBase32: string, options: TotpOptions): TOTP {
  return new TOTP({
    issuer: SHORT_NAME,
    secret: Secret.fromBase32(secretBase32),
    algorithm: options.algorithm ?? 'SHA1',
    digits: options.digits ?? TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** The time step a moment falls in. */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/** A new random secret, base32. */
export function newTotpSecret(): string {
  return new Secret({ size: TOTP_SECRET_BYTES }).base32;
}

/** The code for a moment (tests and the RFC vectors). */
export function totpCode(secretBase32: string, at: Date, options: TotpOptions = {}): string {
  return totpOf(secretBase32, options).generate({ timestamp: at.getTime() });
}

/** The time step the code belongs to, within ±window steps of `at`; null when it matches none. */
export function verifyTotp(secretBase32: string, code: string, at: Date, options: TotpOptions = {}): number | null {
  const digits = options.digits ?? TOTP_DIGITS;
  if (!new RegExp(`^\\d{${digits}}$`).test(code)) return null;
  const delta = totpOf(secretBase32, options).validate({ token: code, timestamp: at.getTime(), window: options.window ?? 1 });
  return delta === null ? null : totpStep(at) + delta;
}

/** The otpauth:// link an authenticator app reads (also shown as the "raw" secret). */
export function otpauthUri(username: string, secretBase32: string): string {
  const label = `${encodeURIComponent(SHORT_NAME)}:${encodeURIComponent(username)}`;
  const params = `secret=${secretBase32}&issuer=${encodeURIComponent(SHORT_NAME)}&algorithm=SHA1&digits=${TOTP_DIGITS}&period=${TOTP_PERIOD_SECONDS}`;
  return `otpauth://totp/${label}?${params}`;
}
