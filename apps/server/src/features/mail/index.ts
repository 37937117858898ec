/** The mail feature's public module: what other features may import from it. */
export type { MailAttachment, MailMessage } from './mailer.ts';
