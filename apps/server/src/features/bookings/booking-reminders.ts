import { dayAfter, dayBounds, localDay } from '@bistro/contract/restaurant-clock';
import type { FastifyInstance } from 'fastify';
import { type ScheduledJob, scheduleJob } from '../../jobs/scheduled-job.ts';
import type { bookingMail } from './booking-mail.ts';
import type { Bookings } from './bookings.ts';

interface ReminderParts {
  bookings: Bookings;
  mail: ReturnType<typeof bookingMail>;
  timeZone: string;
}

/**
 * The reminders of the restaurant's next day's confirmed bookings, as a scheduled job: every
 * process schedules it, one at a time runs it under its advisory lock, and each booking is marked
 * by a conditional update before its mail goes, so a reminder goes once however many processes
 * run. It is due while a booking of tomorrow has had none (asked again at least every minute),
 * else at the next midnight. `runNow` answers how many were sent (tests call it).
 */
export function startBookingReminders(
  app: FastifyInstance,
  { bookings, mail, timeZone }: ReminderParts,
): Pick<ScheduledJob<number>, 'runNow'> {
  const tomorrow = () => dayBounds(dayAfter(localDay(app.clock.now(), timeZone)), timeZone);
  const waiting = () => {
    const { start, end } = tomorrow();
    return bookings.repository.unreminded(start, end);
  };
  const options = {
    name: 'booking-reminders',
    database: app.database,
    clock: app.clock,
    log: app.log,
    dueAt: async () => ((await waiting()).length > 0 ? app.clock.now() : tomorrow().start),
    run: async () => {
      let sent = 0;
      for (const booking of await waiting()) {
        if (!(await bookings.repository.markReminded(booking.id, app.clock.now()))) continue;
        app.sendMailInBackground(mail.reminder(booking));
        sent += 1;
      }
      return sent;
    },
  };
  let job: ScheduledJob<number> | null = null;
  app.addHook('onReady', async () => {
    job = scheduleJob(options);
  });
  app.addHook('onClose', async () => {
    job?.stop();
  });
  return { runNow: () => app.database.withLock(`job:${options.name}`, options.run) };
}
