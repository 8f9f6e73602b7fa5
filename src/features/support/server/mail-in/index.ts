/**
 * The SMTP receiver bound to the support desk: each accepted message goes through receiveCustomerMessage
 * (src/features/support/server/receive.ts) in one transaction of its own. server/main.ts starts it when MAIL_IN_PORT is set.
 */
import { TicketChannel } from '../../domain/codes';
import type { Clock } from '../../../../../server/clock';
import type { MailInConfig } from '../../../../../server/config';
import type { Db } from '../../../../../server/db/types';
import type { Logger } from '../../../../../server/logger';
import type { ResourceRegistry } from '../../../../../server/resources/binding';
import { receiveCustomerMessage } from '../receive';
import { startMailIn, type MailIn } from './receiver';

export interface SupportMailInDeps {
  db: Db;
  /** FILES_DIR: where attachments' bytes go. */
  filesDir: string;
  clock: Clock;
  logger: Logger;
  resources: ResourceRegistry;
}

/** Starts the receiver (port 0: any free one) and answers it to stop it. */
export function startSupportMailIn(deps: SupportMailInDeps, config: MailInConfig): Promise<MailIn> {
  const { db, filesDir, clock, logger, resources } = deps;
  return startMailIn({
    db,
    logger,
    host: config.host,
    port: config.port,
    maxBytes: config.maxBytes,
    deliver: (storeId, mail) =>
      db.transaction((tx) =>
        receiveCustomerMessage(
          tx,
          { resources, now: clock.now(), filesDir },
          {
            storeId,
            channel: TicketChannel.Email,
            from: mail.from,
            name: mail.name,
            to: mail.to.join(', '),
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            messageId: mail.messageId,
            inReplyTo: mail.inReplyTo,
            references: mail.references,
            attachments: mail.attachments,
          },
        ),
      ),
  });
}
