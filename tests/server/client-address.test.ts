/**
 * TRUST_PROXY (server/http/client-address.ts, docs/decisions.md "Authorization"): behind trusted reverse
 * proxies the per-address sign-in lock-out sees the caller's address, not the proxy's, and what a client
 * writes into X-Forwarded-For itself does not move it to another address's count.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import { ADDRESS_FAILURE_LIMIT } from '../../server/auth/attempts';
import { clientAddressFrom } from '../../server/http/client-address';
import { ErrorCode } from '../../src/domain/errors';
import { createTestApp } from './helpers';

describe("TRUST_PROXY: the caller's address behind reverse proxies", () => {
  it('takes the X-Forwarded-For entry as many hops from the right as there are trusted proxies', () => {
    expect(clientAddressFrom('10.0.0.5', '198.51.100.7', 0)).toBe('10.0.0.5');
    expect(clientAddressFrom('10.0.0.5', '198.51.100.7', 1)).toBe('198.51.100.7');
    // Whatever the client wrote itself stands further left and is ignored.
    expect(clientAddressFrom('10.0.0.5', '203.0.113.99, 198.51.100.7', 1)).toBe('198.51.100.7');
    expect(clientAddressFrom('10.0.0.5', '203.0.113.99, 198.51.100.7, 10.0.0.9', 2)).toBe('198.51.100.7');
    expect(clientAddressFrom('10.0.0.5', '198.51.100.7', 3)).toBe('198.51.100.7');
    expect(clientAddressFrom('10.0.0.5', '198.51.100.7:52100', 1)).toBe('198.51.100.7');
    expect(clientAddressFrom('10.0.0.5', '[2001:db8::7]:443', 1)).toBe('2001:db8::7');
    expect(clientAddressFrom('10.0.0.5', '2001:db8::7', 1)).toBe('2001:db8::7');
    // Missing, empty or not an address: the socket's peer.
    expect(clientAddressFrom('10.0.0.5', undefined, 1)).toBe('10.0.0.5');
    expect(clientAddressFrom('10.0.0.5', ' , ', 1)).toBe('10.0.0.5');
    expect(clientAddressFrom('10.0.0.5', 'unknown', 1)).toBe('10.0.0.5');
  });

  it('locks out the forwarded address, not the proxy, and a forged header does not escape the lock-out', async () => {
    const proxy = '10.0.0.5';
    const t = await createTestApp({ clientAddress: (c) => clientAddressFrom(proxy, c.req.header('X-Forwarded-For'), 1) });
    onTestFinished(() => t.close());
    const from = (address: string) => ({ headers: { 'X-Forwarded-For': address } });
    // Different accounts, so only the address limit counts.
    for (let i = 0; i < ADDRESS_FAILURE_LIMIT; i++) {
      const answer = await t.call('POST', '/api/login', { body: { username: `nobody-${i}`, password: 'wrong' }, ...from('198.51.100.7') });
      expect(answer.status).toBe(401);
    }
    const locked = await t.call('POST', '/api/login', {
      body: { username: 'admin', password: 'wrong' },
      ...from('203.0.113.99, 198.51.100.7'),
    });
    expect(locked.body.code).toBe(ErrorCode.TooManyAttempts);
    // Another client behind the same proxy is not locked out.
    const other = await t.call('POST', '/api/login', { body: { username: 'admin', password: 'wrong' }, ...from('198.51.100.8') });
    expect(other.body.code).toBe(ErrorCode.NotAuthenticated);
  });
});
