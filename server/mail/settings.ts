/**
 * Where outgoing mail goes, for the code that queues and delivers it (server/mail). The server sets it from
 * its validated configuration at start (main.ts `configureMail`); until then (command-line tools, a test
 * that sets nothing) it is read from the environment like loadConfig reads it. No SMTP server: messages are
 * kept in the outbox as `stored`.
 */
import { parseMail, type MailConfig } from '../config';

let configured: MailConfig | undefined;

/** Sets the SMTP server and sender for this process (main.ts; tests that send through their own server). */
export function configureMail(config: MailConfig | undefined): void {
  configured = config;
}

/** The SMTP server and sender in force. */
export function mailSettings(): MailConfig {
  return configured ?? parseMail(process.env);
}
