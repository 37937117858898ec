import { featurePlugin } from '../../plugins/app/feature-plugin.ts';
import { createMailer, type Mailer, type MailMessage } from './mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /**
     * Sends a message without holding up the request that caused it (and without telling the
     * caller whether the address exists); a failure is logged. The app waits for these on close.
     */
    sendMailInBackground(message: MailMessage): void;
  }
}

/** The mail adapter chosen by configuration: the outbox by default, SMTP when SMTP_URL is set. */
export default featurePlugin('mail', ['brand'], async (app, { config }) => {
  const mailer = createMailer(config.mail, () => app.brand.senderName(), app.log);
  const pending = new Set<Promise<void>>();
  app.decorate<Mailer>('mailer', mailer);
  app.decorate('sendMailInBackground', (message: MailMessage) => {
    const sending = mailer
      .send(message)
      .catch((error: unknown) => app.log.error({ err: error, to: message.to }, `could not send "${message.subject}"`))
      .finally(() => pending.delete(sending));
    pending.add(sending);
  });
  app.addHook('onClose', async () => {
    await Promise.all(pending);
  });
});
