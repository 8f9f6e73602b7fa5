/**
 * The SMTP receiver (smtp-server): customers' e-mail to a store's address becomes a ticket or a message on one.
 * Plain SMTP without AUTH or STARTTLS, meant to sit behind the shop's own MTA on loopback (docs/decisions.md
 * "Support: mail in"). A recipient that is no store's is refused at RCPT with 550; a message over the size limit
 * with 552 during DATA, nothing kept; one that cannot be stored now with 451, so the sending MTA tries again, and
 * one the database will refuse on every try (its data) with 554.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { Db } from '../../../../../server/db/types';
import type { Logger } from '../../../../../server/logger';
import { ExecutableAttachment, parseIncomingMail, type IncomingMail } from './parse';
import { storeForRecipient } from './recipients';

export interface MailInOptions {
  db: Db;
  host: string;
  /** 0: any free port (tests). */
  port: number;
  maxBytes: number;
  logger: Logger;
  /** Stores one parsed message for the store it was sent to, in one transaction; throws when it cannot. */
  deliver(storeId: number, mail: IncomingMail): Promise<{ ticketId: number }>;
}

export interface MailIn {
  /** The port it listens on (the one chosen when started with 0). */
  port: number;
  close(): Promise<void>;
}

/** An SMTP reply: smtp-server answers the callback's error with its responseCode and message. */
function reply(code: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

/**
 * A database refusal the same message meets on every try: a data exception (SQLSTATE class 22: text or JSON it
 * cannot hold) or a program limit (54: a value too large for an index). Its sender must learn now (554), not after
 * days of retries (451). Drizzle wraps the driver's error in `cause`.
 */
function failsEveryTime(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return /^(22|54)/.test(code);
    current = cause;
  }
  return false;
}

export async function startMailIn(options: MailInOptions): Promise<MailIn> {
  const { db, logger, maxBytes } = options;
  // The store each session's accepted recipients were for (the first one decides).
  const storeOf = new Map<string, number>();

  async function receive(raw: Buffer, session: SMTPServerSession): Promise<void> {
    const storeId = storeOf.get(session.id);
    if (storeId === undefined) throw reply(503, 'Error: no valid recipients');
    const mailFrom = session.envelope.mailFrom;
    let mail: IncomingMail;
    try {
      mail = await parseIncomingMail(raw, mailFrom === false ? null : mailFrom.address);
    } catch (error) {
      if (error instanceof ExecutableAttachment) {
        logger.warn('mail in: message refused for an executable attachment', { fileName: error.fileName });
        throw reply(554, `5.7.1 Message refused: executable attachments are not accepted (${error.fileName.slice(0, 200)})`);
      }
      throw reply(554, '5.6.0 Message refused: it cannot be parsed');
    }
    if (!mail.from) throw reply(554, '5.1.7 Message refused: it names no sender');
    try {
      const { ticketId } = await options.deliver(storeId, mail);
      logger.info('mail in: message stored', { ticketId, storeId, automatic: mail.automatic, bytes: raw.length });
    } catch (error) {
      if (failsEveryTime(error)) {
        logger.error('mail in: message refused, it can never be stored', { storeId, error: (error as Error).message });
        throw reply(554, '5.6.0 Message refused: it cannot be stored');
      }
      logger.error('mail in: message not stored, the sender will try again', { storeId, error: (error as Error).message });
      throw reply(451, '4.3.0 Message not stored: try again later');
    }
  }

  const server = new SMTPServer({
    name: 'backoffice-mail-in',
    banner: 'Backoffice support mail',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: maxBytes,
    // On shutdown a connection still open is cut after this long (an unanswered message is retried by its sender).
    closeTimeout: 5000,
    logger: false,
    // A new transaction (the next MAIL FROM on the same connection) starts without a store.
    onMailFrom(_address, session, callback) {
      storeOf.delete(session.id);
      callback();
    },
    onRcptTo(address, session, callback) {
      storeForRecipient(db, address.address).then(
        (storeId) => {
          if (storeId === null) return callback(reply(550, `5.1.1 <${address.address}>: no such mailbox here`));
          if (!storeOf.has(session.id)) storeOf.set(session.id, storeId);
          callback();
        },
        (error: Error) => {
          logger.error('mail in: recipient not checked', { error: error.message });
          callback(reply(451, '4.3.0 Recipient not checked: try again later'));
        },
      );
    },
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        // Over the limit nothing more is kept; the rest of the transfer is read and dropped.
        if (!stream.sizeExceeded) chunks.push(chunk);
      });
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          storeOf.delete(session.id);
          logger.warn('mail in: message over the size limit refused', { maxBytes });
          return callback(reply(552, `5.3.4 Message exceeds the fixed maximum message size of ${maxBytes} bytes`));
        }
        receive(Buffer.concat(chunks), session).then(
          () => callback(),
          (error: Error) => callback(error),
        );
      });
    },
    onClose(session) {
      storeOf.delete(session.id);
    },
  });
  server.on('error', (error) => logger.error('mail in: server error', { error: error.message }));

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
