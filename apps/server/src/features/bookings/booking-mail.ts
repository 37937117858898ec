import type { Brand } from '@bistro/contract/brand';
import { pagePaths } from '@bistro/contract/pages';
import { restaurantClock } from '@bistro/contract/restaurant-clock';
import { slugOf } from '@bistro/contract/shop';
import ical from 'ical-generator';
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

const people = (party: number) => `${party} ${party === 1 ? 'person' : 'people'}`;

/**
 * The diner's notices about a booking (requested, confirmed with a calendar event, declined,
 * cancelled, changed, and the reminder), and the restaurant's of a new one.
 */
export function bookingMail({ siteUrl, guestKeys, timeZone, brand }: BookingMailParts) {
  const clock = restaurantClock(timeZone);
  const what = (booking: BookingRecord) => `a table for ${people(booking.party)}, ${clock.on(booking.startsAt)}`;
  // A guest has no account: their booking's own page opens by its signed key.
  const linkOf = (booking: BookingRecord) =>
    `${siteUrl}${booking.userId ? pagePaths.myBookings : pagePaths.guestBooking(booking.id, guestKeys.keyFor(booking))}`;
  const footer = (booking: BookingRecord, { name, address, phone }: ReturnType<typeof brand>) => [
    ...(address ? [`Where: ${name}, ${address}`] : []),
    ...(phone ? [`Questions? Call us on ${phone}`] : []),
    `${booking.userId ? 'Your bookings' : 'Your booking'}: ${linkOf(booking)}`,
  ];

  /** The visit as a calendar event (.ics) the diner's calendar adds with one tap. */
  function calendarEvent(booking: BookingRecord): MailAttachment {
    const { name, address, phone } = brand();
    // The event keeps its id whatever the name: a calendar matches a changed visit by it.
    const calendar = ical({ name, prodId: { company: name, product: 'bookings' } });
    calendar.createEvent({
      id: `${booking.id}@bistro-boss`,
      start: booking.startsAt,
      end: booking.endsAt,
      summary: `${name}: table for ${people(booking.party)}`,
      description: `Booked for ${booking.name}.${phone ? ` Call ${phone} to change it.` : ''}`,
      ...(address ? { location: address } : {}),
      url: linkOf(booking),
    });
    return { filename: `${slugOf(name)}-booking.ics`, content: calendar.toString(), contentType: 'text/calendar' };
  }

  const message = (booking: BookingRecord, subject: string, lines: string[], attachments: MailAttachment[] = []) => ({
    to: booking.email,
    subject,
    text: [`Hello ${booking.name},`, '', ...lines, '', ...footer(booking, brand())].join('\n'),
    link: linkOf(booking),
    attachments,
  });

  const notices: Record<BookingEvent, (booking: BookingRecord) => MailMessage> = {
    requested: (booking) =>
      message(booking, 'We have your booking request', [
        `We have your request for ${what(booking)}. We will write again when the restaurant confirms it.`,
      ]),
    confirmed: (booking) =>
      message(
        booking,
        'Your table is booked',
        [`Your table is booked: ${what(booking)}. The calendar event is attached.`],
        [calendarEvent(booking)],
      ),
    declined: (booking) =>
      message(booking, 'We cannot take your booking', [
        `We are sorry: we cannot take your booking of ${what(booking)}.`,
        ...(booking.reason ? [`Why: ${booking.reason}`] : []),
      ]),
    cancelled: (booking) =>
      message(booking, 'Your booking is cancelled', [`Your booking of ${what(booking)} is cancelled.`]),
    // The calendar event keeps the booking's id, so a calendar moves the visit rather than adding one.
    changed: (booking) =>
      booking.status === 'confirmed'
        ? message(
            booking,
            'Your booking is changed',
            [`Your booking is changed: ${what(booking)}. The updated calendar event is attached.`],
            [calendarEvent(booking)],
          )
        : message(booking, 'Your booking is changed', [
            `Your booking is changed: ${what(booking)}. We will write again when the restaurant confirms it.`,
          ]),
  };

  return {
    notice: (booking: BookingRecord, event: BookingEvent) => notices[event](booking),
    reminder: (booking: BookingRecord) =>
      message(booking, 'See you tomorrow', [`A reminder of your booking: ${what(booking)}. We look forward to it.`]),

    /**
     * The restaurant's notice of a booking a diner made (RESTAURANT_EMAIL, the staff who asked):
     * a request to confirm or decline on the bookings board, or a booking the set-up confirmed.
     */
    forRestaurant(booking: BookingRecord): RestaurantNotice {
      const board = `${siteUrl}${pagePaths.bookingsBoard}`;
      const request = booking.status === 'pending';
      const headline = `${request ? 'Booking request' : 'New booking'}: ${what(booking)}`;
      return {
        subject: headline,
        link: board,
        text: [
          `${headline}, for ${booking.name}${booking.phone ? ` (${booking.phone})` : ''}.`,
          ...(request ? ['It waits for you to confirm or decline it: Requests, on the bookings board.'] : []),
          ...(booking.note ? ['', `Note: ${booking.note}`] : []),
          '',
          `The bookings board: ${board}`,
        ].join('\n'),
        sms: `${headline}${request ? ', to confirm' : ''}: ${board}`,
      };
    },
  };
}
