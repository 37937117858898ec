import { dayAfter, dayBounds, localDay } from '@bistro/contract/restaurant-clock';
import type { FastifyInstance } from 'fastify';
import type { bookingMail } from './booking-mail.ts';
import type { Bookings } from './bookings.ts';

/** How often the reminders look for tomorrow's bookings. */
const EVERY_MINUTES = 10;

interface ReminderParts {
  bookings: Bookings;
  mail: ReturnType<typeof bookingMail>;
  timeZone: string;
}

/**
 * Mails each confirmed booking of the restaurant's next day its reminder, once: under an advisory
 * lock (one process at a time looks), and each booking marked before its mail goes, by a
 * conditional update that only one process can win. Answers how many were sent.
 */
export function bookingReminders(app: FastifyInstance, { bookings, mail, timeZone }: ReminderParts) {
  return (now: Date): Promise<number> =>
    app.database.withLock('bookings:reminders', async () => {
      const tomorrow = dayBounds(dayAfter(localDay(now, timeZone)), timeZone);
      let sent = 0;
      for (const booking of await bookings.repository.unreminded(tomorrow.start, tomorrow.end)) {
        if (!(await bookings.repository.markReminded(booking.id, now))) continue;
        app.sendMailInBackground(mail.reminder(booking));
        sent += 1;
      }
      return sent;
    });
}

/** Runs the reminders at start and every few minutes in every process; the lock keeps each mail single. */
export function startBookingReminders(app: FastifyInstance, parts: ReminderParts): (now: Date) => Promise<number> {
  const remind = bookingReminders(app, parts);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = remind(app.clock.now()).catch((error: unknown) =>
      app.log.error({ err: error }, 'booking reminders failed; will try again'),
    );
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, EVERY_MINUTES * 60_000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
  return remind;
}
