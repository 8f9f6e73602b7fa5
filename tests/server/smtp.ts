/**
 * A real SMTP server (smtp-server) on 127.0.0.1 in the test process, for tests of outgoing e-mail: each
 * message it accepts is parsed back with mailparser and kept with its envelope recipients. With
 * `refuseRecipients` set it answers 550 to every recipient, as a mailbox that does not exist would.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  received: { envelopeTo: string[]; mail: ParsedMail }[];
  refuseRecipients: boolean;
  /** `smtp://127.0.0.1:{port}`, for configureMail. */
  url: string;
  close(): Promise<void>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const smtp = { received: [], refuseRecipients: false, url: '' } as Omit<TestSmtp, 'close'>;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!smtp.refuseRecipients) return callback();
      callback(Object.assign(new Error(`Mailbox unavailable: ${address.address}`), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          smtp.received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  smtp.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return Object.assign(smtp, { close: () => new Promise<void>((resolve) => server.close(() => resolve())) });
}
