/**
 * The server process's SMTP receiver (MAIL_IN_PORT; src/features/support/server/mail-in): started by server/main.ts when the
 * setting names a port, on MAIL_IN_HOST, answering SMTP there (a stranger's address refused with 550: this shop has
 * no store yet), and stopped with the server on SIGTERM, the port free again. What it does with mail to a store is
 * src/features/support/tests/server/mail-in.test.ts.
 */
import { createServer, type AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import { afterAll, describe, expect, it } from 'vitest';
import { newDataDir, runScript, startServer, stopAll } from './support';

afterAll(() => stopAll());

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function sendTo(port: number, to: string): Promise<{ responseCode?: number; code?: string }> {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true, connectionTimeout: 5000 });
  try {
    await transport.sendMail({ from: 'kund@example.com', to, subject: 'Hej', text: 'Hej' });
    return {};
  } catch (error) {
    return error as { responseCode?: number; code?: string };
  } finally {
    transport.close();
  }
}

describe('the SMTP receiver of a server process', () => {
  it('runs on MAIL_IN_PORT while the server runs, answers SMTP there, and stops with it', async () => {
    const env = { DATA_DIR: newDataDir() };
    // An account, so the first start seeds no demo shop: the receiver is what is under test.
    const created = await runScript(
      'user:create',
      ['--username', 'boss', '--role', '1', '--email', 'boss@example.com'],
      env,
      'Hjortron#Myren-2719\n',
    );
    expect(created.code, created.stderr).toBe(0);
    const port = await freePort();
    const server = await startServer({ ...env, MAIL_IN_PORT: String(port) });
    expect(server.log()).toContain(`support mail received on smtp://127.0.0.1:${port}`);
    expect(await sendTo(port, 'someone@nowhere.example')).toMatchObject({ responseCode: 550 });
    expect(await server.stop('SIGTERM')).toBe(0);
    expect(await sendTo(port, 'someone@nowhere.example')).toMatchObject({ code: 'ESOCKET' });
  });
});
