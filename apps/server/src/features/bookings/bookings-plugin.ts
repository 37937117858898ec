import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/env.ts';
import { slidingWindow } from '../../http/sliding-window.ts';
import { bookingFrame } from './booking-frames.ts';
import { bookingMail } from './booking-mail.ts';
import { startBookingReminders } from './booking-reminders.ts';
import { type Bookings, createBookings } from './bookings.ts';
import { BOOKING_EVENTS_CHANNEL, type BookingNotice } from './bookings-repository.ts';
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
 * reminders, and each change on the live stream.
 */
export default fp<{ config: AppConfig }>(
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
      clock: app.clock,
      timeZone: config.restaurant.timeZone,
      schedule: (tx) => app.restaurant.settings(tx),
      phone: () => app.brand.brand().phone,
      guestsByDefault: config.restaurant.guestBookings,
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
    });
    app.decorate('bookings', bookings);
    await app.liveStream.follow<BookingNotice>(BOOKING_EVENTS_CHANNEL, async (notice) => {
      const booking = await bookings.view(notice.bookingId);
      return booking && bookingFrame(booking, notice.change);
    });
    const reminders = startBookingReminders(app, { bookings, mail, timeZone: config.restaurant.timeZone });
    app.decorate('sendBookingReminders', reminders.runNow);
  },
  { name: 'bookings', dependencies: ['database', 'clock', 'mail', 'restaurant', 'identity', 'live', 'brand'] },
);
