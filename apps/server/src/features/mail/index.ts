/** The mail feature's public module: what other features may import from it. */
export type { MailAttachment, MailMessage } from './mailer.ts';
export { createRecipientLimit, type RecipientLimit } from './recipient-limit.ts';
