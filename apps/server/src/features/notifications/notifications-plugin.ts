import { featurePlugin } from '../../plugins/app/feature-plugin.ts';
import { createNotifications, type Notifications } from './notifications.ts';
import { createNotificationsRepository } from './notifications-repository.ts';
import { smsThroughProvider } from './sms.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The restaurant's own notifications of new orders and booking requests (see notifications.ts). */
    notifications: Notifications;
  }
}

/**
 * The restaurant's notifications: mail to RESTAURANT_EMAIL and to the staff who asked, text
 * messages through the SMS provider (SMS_URL) to those who asked with a phone, each in its
 * reader's language; what is being sent
 * is waited for when the app closes.
 */
export default featurePlugin('notifications', ['database', 'mail', 'brand'], async (app, { config }) => {
  const pending = new Set<Promise<void>>();
  const notifications = createNotifications({
    repository: createNotificationsRepository(app.database.db),
    restaurantEmail: config.notifications.restaurantEmail,
    languages: () => app.brand.languages(),
    sms: config.notifications.sms && smsThroughProvider(config.notifications.sms),
    sendMail: app.sendMailInBackground,
    inBackground: (sending) => {
      const tracked = sending.finally(() => pending.delete(tracked));
      pending.add(tracked);
    },
    log: app.log,
  });
  app.decorate('notifications', notifications);
  app.addHook('onClose', async () => {
    // Sending may start more sending (the listeners are read first): wait until none is left.
    while (pending.size > 0) await Promise.all(pending);
  });
});
