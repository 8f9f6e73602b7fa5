/** TOTP against RFC 6238 appendix B (SHA-1) and the rules the sign-in relies on: window and time step. */
import { describe, expect, it } from 'vitest';
import { Secret } from 'otpauth';
import { newTotpSecret, otpauthUri, totpCode, totpStep, verifyTotp } from '../../server/auth/totp';

/** The RFC's SHA-1 key: the ASCII string "12345678901234567890". */
const RFC_SECRET = Secret.fromLatin1('12345678901234567890').base32;

const VECTORS: Array<[seconds: number, code: string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238, SHA-1)', () => {
  it.each(VECTORS)('T = %i s gives %s with 8 digits', (seconds, code) => {
    const at = new Date(seconds * 1000);
    expect(totpCode(RFC_SECRET, at, { digits: 8, algorithm: 'SHA1' })).toBe(code);
    expect(verifyTotp(RFC_SECRET, code, at, { digits: 8 })).toBe(Math.floor(seconds / 30));
  });

  it('accepts the previous and the next step and nothing further, returning the step of the code', () => {
    const secret = newTotpSecret();
    const at = new Date(1_700_000_000_000);
    const step = totpStep(at);
    for (const delta of [-1, 0, 1]) {
      const code = totpCode(secret, new Date(at.getTime() + delta * 30_000));
      expect(verifyTotp(secret, code, at)).toBe(step + delta);
    }
    for (const delta of [-2, 2]) {
      const code = totpCode(secret, new Date(at.getTime() + delta * 30_000));
      // A far code may collide with a near one by chance (1 in 10^6 per step); only then is it accepted.
      const near = [-1, 0, 1].map((d) => totpCode(secret, new Date(at.getTime() + d * 30_000)));
      if (!near.includes(code)) expect(verifyTotp(secret, code, at)).toBeNull();
    }
  });

  it('refuses codes that are not exactly six digits', () => {
    const secret = newTotpSecret();
    const at = new Date();
    const code = totpCode(secret, at);
    expect(code).toMatch(/^\d{6}$/);
    expect(verifyTotp(secret, `${code}0`, at)).toBeNull();
    expect(verifyTotp(secret, code.slice(1), at)).toBeNull();
    expect(verifyTotp(secret, ` ${code}`, at)).toBeNull();
    expect(verifyTotp(secret, '', at)).toBeNull();
  });

  it('makes 160-bit secrets and an otpauth link authenticator apps read', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    expect(otpauthUri('admin', secret)).toBe(
      `otpauth://totp/Backoffice:admin?secret=${secret}&issuer=Backoffice&algorithm=SHA1&digits=6&period=30`,
    );
  });
});
