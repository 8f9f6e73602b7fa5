/**
 * Liveness and readiness as a load balancer sees them: /api/health answers while the process runs, even
 * without its database; /api/ready answers 200 only while the database answers, else 503 50301.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { systemClock } from '../../server/clock';
import { postgresDatabase } from '../../server/db/client';
import { silentLogger } from '../../server/logger';
import { freePort } from '../../scripts/pg-cluster.mjs';
import { createTestApp, testConfig } from './helpers';

describe('readiness', () => {
  it('answers ready (200) without a session while the database answers, 503 50301 once it is closed', async () => {
    const t = await createTestApp();
    const ready = await t.call('GET', '/api/ready', { csrf: false });
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
    expect(ready.headers.get('cache-control')).toBe('no-store');

    await t.close();
    const closed = await t.call('GET', '/api/ready', { csrf: false });
    expect(closed.status).toBe(503);
    expect(closed.body).toEqual({ code: 50301, message: 'The database is not reachable' });
    // Liveness does not depend on the database: the process is fine, only its database is not.
    const alive = await t.call('GET', '/api/health', { csrf: false });
    expect(alive.status).toBe(200);
    expect(alive.body).toEqual({ status: 'ok' });
  });

  describe('on a PostgreSQL server nobody listens for', () => {
    let close: () => Promise<void> = async () => {};
    afterAll(() => close());

    it('answers 503 50301 from /ready and 200 from /health', async () => {
      const database = postgresDatabase(`postgres://postgres@127.0.0.1:${await freePort()}/backoffice`, { max: 1 });
      close = () => database.close();
      const app = createApp({ db: database.db, config: testConfig(), clock: systemClock, logger: silentLogger });
      const ready = await app.request('/api/ready');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ code: 50301, message: 'The database is not reachable' });
      expect((await app.request('/api/health')).status).toBe(200);
    });
  });
});
