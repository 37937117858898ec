import type { Brand } from '@bistro/contract/brand';
import { intlLocaleOf, type Language } from '@bistro/contract/languages';
import { pagePaths } from '@bistro/contract/pages';
import { restaurantClock } from '@bistro/contract/restaurant-clock';
import { slugOf } from '@bistro/contract/shop';
import ical from 'ical-generator';
import { type ServerMessageId, translatorFor } from '../languages/index.ts';
import type { MailAttachment, MailMessage } from '../mail/index.ts';
import type { RestaurantNotice } from '../notifications/index.ts';
import type { BookingEvent } from './bookings.ts';
import type { BookingRecord } from './bookings-repository.ts';
import type { GuestBookingKeys } from './guest-booking-keys.ts';

interface BookingMailParts {
  /** PUBLIC_URL, or the address printed at start-up: where the links point. */
  siteUrl: string;
  /** A guest's booking is opened by a signed link instead of their bookings page. */
  guestKeys: Pick<GuestBookingKeys, 'keyFor'>;
  timeZone: string;
  /** The restaurant as it stands: its name, address and phone. */
  brand: () => Pick<Brand, 'name' | 'address' | 'phone'>;
}

/**
 * A booking in words of a language (the booking's own for its diner, a reader's for the
 * restaurant's notice): its translator and the visit, on the restaurant's clock.
 */
function wordsOf(booking: BookingRecord, timeZone: string, language: Language = booking.language) {
  const t = translatorFor(language);
  const clock = restaurantClock(timeZone, intlLocaleOf(language));
  const people = t('booking.people', { count: booking.party });
  const when = t('mail.dayAt', { day: clock.shortDay(booking.startsAt), time: clock.time(booking.startsAt) });
  return { t, people, what: t('booking.what', { people, when }) };
}

/**
 * The diner's notices about a booking (requested, confirmed with a calendar event, declined,
 * cancelled, changed, and the reminder) in the language it was requested in, and the
 * restaurant's of a new one.
 */
export function bookingMail({ siteUrl, guestKeys, timeZone, brand }: BookingMailParts) {
  // A guest has no account: their booking's own page opens by its signed key.
  const linkOf = (booking: BookingRecord) =>
    `${siteUrl}${booking.userId ? pagePaths.myBookings : pagePaths.guestBooking(booking.id, guestKeys.keyFor(booking))}`;
  const footer = (booking: BookingRecord, { name, address, phone }: ReturnType<typeof brand>) => {
    const { t } = wordsOf(booking, timeZone);
    const link = linkOf(booking);
    return [
      ...(address ? [t('mail.where', { name, address })] : []),
      ...(phone ? [t('mail.callUs', { phone })] : []),
      booking.userId ? t('booking.yourBookings', { link }) : t('booking.yourBooking', { link }),
    ];
  };

  /** The visit as a calendar event (.ics) the diner's calendar adds with one tap. */
  function calendarEvent(booking: BookingRecord): MailAttachment {
    const { name, address, phone } = brand();
    const { t, people } = wordsOf(booking, timeZone);
    // The event keeps its id whatever the name: a calendar matches a changed visit by it.
    const calendar = ical({ name, prodId: { company: name, product: 'bookings' } });
    calendar.createEvent({
      id: `${booking.id}@bistro-boss`,
      start: booking.startsAt,
      end: booking.endsAt,
      summary: t('booking.eventSummary', { restaurant: name, people }),
      description: [
        t('booking.eventBookedFor', { name: booking.name }),
        ...(phone ? [t('booking.eventCallToChange', { phone })] : []),
      ].join(' '),
      ...(address ? { location: address } : {}),
      url: linkOf(booking),
    });
    return { filename: `${slugOf(name)}-booking.ics`, content: calendar.toString(), contentType: 'text/calendar' };
  }

  const message = (
    booking: BookingRecord,
    subject: ServerMessageId,
    lines: string[],
    attachments: MailAttachment[] = [],
  ) => {
    const { t } = wordsOf(booking, timeZone);
    return {
      to: booking.email,
      subject: t(subject),
      text: [t('mail.hello', { name: booking.name }), '', ...lines, '', ...footer(booking, brand())].join('\n'),
      link: linkOf(booking),
      attachments,
    };
  };
  /** A notice's one line, with the visit in words. */
  const line = (booking: BookingRecord, id: ServerMessageId) => {
    const { t, what } = wordsOf(booking, timeZone);
    return t(id, { what });
  };

  const notices: Record<BookingEvent, (booking: BookingRecord) => MailMessage> = {
    requested: (booking) => message(booking, 'booking.requestedSubject', [line(booking, 'booking.requested')]),
    confirmed: (booking) =>
      message(booking, 'booking.confirmedSubject', [line(booking, 'booking.confirmed')], [calendarEvent(booking)]),
    declined: (booking) =>
      message(booking, 'booking.declinedSubject', [
        line(booking, 'booking.declined'),
        ...(booking.reason ? [wordsOf(booking, timeZone).t('mail.why', { reason: booking.reason })] : []),
      ]),
    cancelled: (booking) => message(booking, 'booking.cancelledSubject', [line(booking, 'booking.cancelled')]),
    // The calendar event keeps the booking's id, so a calendar moves the visit rather than adding one.
    changed: (booking) =>
      booking.status === 'confirmed'
        ? message(
            booking,
            'booking.changedSubject',
            [line(booking, 'booking.changedConfirmed')],
            [calendarEvent(booking)],
          )
        : message(booking, 'booking.changedSubject', [line(booking, 'booking.changedPending')]),
  };

  return {
    notice: (booking: BookingRecord, event: BookingEvent) => notices[event](booking),
    reminder: (booking: BookingRecord) =>
      message(booking, 'booking.reminderSubject', [line(booking, 'booking.reminder')]),

    /**
     * The restaurant's notice of a booking a diner made (RESTAURANT_EMAIL, the staff who asked):
     * a request to confirm or decline on the bookings board, or a booking the set-up confirmed.
     */
    forRestaurant:
      (booking: BookingRecord): RestaurantNotice =>
      (language) => {
        const { t, what } = wordsOf(booking, timeZone, language);
        const board = `${siteUrl}${pagePaths.bookingsBoard}`;
        const request = booking.status === 'pending';
        const headline = t(request ? 'alert.bookingRequest' : 'alert.newBooking', { what });
        return {
          subject: headline,
          link: board,
          text: [
            booking.phone
              ? t('alert.bookingForPhone', { headline, name: booking.name, phone: booking.phone })
              : t('alert.bookingFor', { headline, name: booking.name }),
            ...(request ? [t('alert.bookingWaits')] : []),
            ...(booking.note ? ['', t('alert.note', { note: booking.note })] : []),
            '',
            t('alert.bookingsBoard', { link: board }),
          ].join('\n'),
          sms: t(request ? 'alert.bookingRequestSms' : 'alert.linkSms', { headline, link: board }),
        };
      },
  };
}
