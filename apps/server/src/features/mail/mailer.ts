import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../../config/env.ts';

/** A file sent with a message, e.g. a calendar event (text/calendar). */
export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

/** One message to one person: plain text, with the link it is about (for the log line), and any files. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  link?: string;
  attachments?: MailAttachment[];
}

export type Mailer = { send(message: MailMessage): Promise<void> } & (
  | { readonly kind: 'outbox'; readonly dir: string }
  | { readonly kind: 'smtp' }
);

/**
 * The default: each message is written as an .eml file under DATA_DIR/outbox and announced in
 * the server log with its link, so a fresh install can verify addresses and reset passwords
 * offline. Any mail program opens the files.
 */
function outbox(dir: string, from: () => Sender, log: FastifyBaseLogger): Mailer {
  const compose = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    dir,
    async send(message) {
      const { message: eml } = await compose.sendMail({
        from: from(),
        to: message.to,
        subject: message.subject,
        text: message.text,
        attachments: message.attachments ?? [],
      });
      const stamp = new Date().toISOString().replaceAll(':', '-');
      const file = path.join(dir, `${stamp}-${randomBytes(3).toString('hex')}.eml`);
      await mkdir(dir, { recursive: true });
      await writeFile(file, eml as Buffer, { mode: 0o600 });
      log.info(
        { mail: { to: message.to, subject: message.subject, file } },
        `mail to ${message.to}: "${message.subject}"${message.link ? ` ${message.link}` : ''} (outbox: ${file})`,
      );
    },
  };
}

/** An SMTP server (SMTP_URL), through nodemailer. */
function smtp(url: string, from: () => Sender, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message) {
      const info = await transport.sendMail({
        from: from(),
        to: message.to,
        subject: message.subject,
        text: message.text,
        attachments: message.attachments ?? [],
      });
      log.info(
        { mail: { to: message.to, subject: message.subject, id: info.messageId } },
        `mail sent to ${message.to}`,
      );
    },
  };
}

/** Who a message is from: the restaurant's name (as it stands when the message goes), at the configured address. */
interface Sender {
  name: string;
  address: string;
}

export function createMailer(
  { address, transport }: AppConfig['mail'],
  senderName: () => string,
  log: FastifyBaseLogger,
): Mailer {
  const from = () => ({ name: senderName(), address });
  return transport.kind === 'smtp' ? smtp(transport.url, from, log) : outbox(transport.dir, from, log);
}
