import { slidingWindow } from '../../http/sliding-window.ts';
import { featurePlugin } from '../../plugins/app/feature-plugin.ts';
import { bookingFrame, changeSince } from './booking-frames.ts';
import { bookingMail } from './booking-mail.ts';
import { startBookingReminders } from './booking-reminders.ts';
import { type Bookings, createBookings } from './bookings.ts';
import { BOOKING_TOPIC } from './bookings-repository.ts';
import { guestBookingKeys } from './guest-booking-keys.ts';

declare module 'fastify' {
  interface FastifyInstance {
    bookings: Bookings;
    /** Mails tomorrow's confirmed bookings their reminder now, each once; answers how many (the job does it on its own). */
    sendBookingReminders(): Promise<number>;
  }
}

/**
 * The notices about bookings (made, confirmed, declined, cancelled, changed) one email address
 * is sent in BOOKING_MAIL_WINDOW_MS, whoever books with it: anyone may type anyone's address.
 */
export const BOOKING_MAILS_PER_ADDRESS = 6;
const BOOKING_MAIL_WINDOW_MS = 60 * 60_000;

/**
 * Table bookings: the owner's set-up, the times on offer, bookings and their mail, the
 * restaurant's notice of each booking a diner makes, the reminders, and each change on the live stream.
 */
export default featurePlugin(
  'bookings',
  ['database', 'clock', 'brand', 'mail', 'notifications', 'identity', 'live', 'restaurant'],
  async (app, { config }) => {
    const guestKeys = guestBookingKeys(app.tokens);
    const mail = bookingMail({
      siteUrl: config.publicUrl,
      guestKeys,
      timeZone: config.restaurant.timeZone,
      brand: () => app.brand.brand(),
    });
    const mailsPerAddress = slidingWindow({
      max: BOOKING_MAILS_PER_ADDRESS,
      windowMs: BOOKING_MAIL_WINDOW_MS,
      clock: app.clock,
    });
    const bookings = createBookings({
      db: app.database.db,
      live: app.liveStream,
      clock: app.clock,
      timeZone: config.restaurant.timeZone,
      schedule: (tx) => app.restaurant.settings(tx),
      phone: () => app.brand.brand().phone,
      guestsByDefault: config.restaurant.guestBookings,
      languages: () => app.brand.languages(),
      guestKeys,
      onEvent: (booking, event) => {
        const address = booking.email.toLowerCase();
        if (mailsPerAddress.full(address)) {
          app.log.warn(
            { booking: booking.id, event },
            'booking mail not sent: its address had enough of them this hour',
          );
          return;
        }
        mailsPerAddress.add(address);
        app.sendMailInBackground(mail.notice(booking, event));
      },
      onBooked: (booking) => app.notifications.tell(mail.forRestaurant(booking)),
    });
    app.decorate('bookings', bookings);
    app.liveStream.topic(BOOKING_TOPIC, async (bookingId, eventId, changes) => {
      const booking = await bookings.view(bookingId);
      return booking && bookingFrame(booking, changeSince(changes), eventId);
    });
    const reminders = startBookingReminders(app, { bookings, mail, timeZone: config.restaurant.timeZone });
    app.decorate('sendBookingReminders', reminders.runNow);
  },
);
