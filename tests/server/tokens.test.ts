/**
 * Session tokens as the server checks them on every call: only an HS256 token signed with the server's
 * key, untouched and unexpired, is accepted.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { issueToken, verifyToken } from '../../server/auth/tokens';
import type { Clock } from '../../server/clock';

const SECRET = 'test-signing-key-0123456789abcdef-0123';
const at = (iso: string): Clock => ({ now: () => new Date(iso) });
const clock = at('2026-11-24T10:00:00Z');
const subject = { id: 7, role: 2, secret: true };

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const signed = (head: string, body: string, key = SECRET) =>
  `${head}.${body}.${createHmac('sha256', key).update(`${head}.${body}`).digest('base64url')}`;

describe('session tokens', () => {
  it('accepts a token the server issued, with its payload', async () => {
    const { token } = await issueToken(subject, true, SECRET, clock);
    expect(verifyToken(token, SECRET, clock)).toEqual({ ...subject, tfa: true, exp: expect.any(Number) });
  });

  it('refuses one signed with another key, one with a changed payload, and an expired one', async () => {
    const { token } = await issueToken(subject, true, SECRET, clock);
    const [head, body] = token.split('.');
    expect(verifyToken(token, `${SECRET}-other`, clock)).toBeNull();
    const raised = part({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), role: 1 });
    expect(verifyToken(`${head}.${raised}.${token.split('.')[2]}`, SECRET, clock)).toBeNull();
    expect(verifyToken(token, SECRET, at('2026-11-24T18:00:01Z'))).toBeNull();
  });

  it('refuses other algorithms, critical headers, other types and malformed tokens', async () => {
    const { token } = await issueToken(subject, true, SECRET, clock);
    const body = token.split('.')[1];
    expect(verifyToken(`${part({ alg: 'none', typ: 'JWT' })}.${body}.`, SECRET, clock)).toBeNull();
    expect(verifyToken(signed(part({ alg: 'HS512', typ: 'JWT' }), body), SECRET, clock)).toBeNull();
    expect(verifyToken(signed(part({ alg: 'HS256', typ: 'JWT', crit: ['exp'] }), body), SECRET, clock)).toBeNull();
    expect(verifyToken(signed(part({ alg: 'HS256', typ: 'JOSE' }), body), SECRET, clock)).toBeNull();
    expect(verifyToken(signed(part({ alg: 'HS256', typ: 'jwt' }), body), SECRET, clock)).not.toBeNull();
    for (const bad of ['', 'a.b', `${token}.x`, token.replace(/.$/, '!'), `${token.split('.')[0]}.${body}.${'A'.repeat(43)}`]) {
      expect(verifyToken(bad, SECRET, clock), bad).toBeNull();
    }
  });
});
