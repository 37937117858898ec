import type { BookingView } from '@bistro/contract/bookings';
import type { MailMessage } from '../mail/index.ts';

const greeting = (name: string) => `Hello${name ? ` ${name}` : ''},`;

const books = (orders: number) =>
  orders === 0
    ? []
    : [
        '',
        `The restaurant keeps ${orders === 1 ? 'the order you paid for' : `the ${orders} orders you paid for`} and ${orders === 1 ? 'its payment' : 'their payments'} in its books, as the law asks,`,
        'but without your name, email address, phone number or notes.',
      ];

/** The confirmations a diner gets when their data is erased, under the restaurant's name as it stands. */
export const privacyMail = (restaurantName: () => string) => ({
  /** The account is deleted, by its owner or by the restaurant. */
  accountDeleted(to: { email: string; name: string }, by: 'diner' | 'admin', erasedOrders: number): MailMessage {
    const name = restaurantName();
    return {
      to: to.email,
      subject: `Your ${name} account is deleted`,
      text: [
        greeting(to.name),
        '',
        by === 'diner'
          ? `As you asked, your ${name} account is deleted: you are signed out everywhere, and your cart is gone.`
          : `The restaurant has deleted your ${name} account: you are signed out everywhere, and your cart is gone.`,
        ...books(erasedOrders),
        '',
        'You are welcome to sign up again at any time. If you did not expect this, reply to this message or call us.',
      ].join('\n'),
    };
  },

  /** A guest's details are taken off their order. */
  guestDetailsErased(to: { email: string; name: string }, orderNumber: number): MailMessage {
    return {
      to: to.email,
      subject: `${restaurantName()}: your details are erased from order #${orderNumber}`,
      text: [
        greeting(to.name),
        '',
        `As you asked, your name, email address, phone number and note are erased from order #${orderNumber}.`,
        'The order and its payment stay in the restaurant’s books, as the law asks, without them.',
        'This is the last message we send about it.',
      ].join('\n'),
    };
  },

  /** A guest's details are taken off their table booking. */
  guestBookingErased(to: { email: string; name: string }, booking: Pick<BookingView, 'date' | 'time'>): MailMessage {
    const which = `your table booking of ${booking.date} at ${booking.time}`;
    return {
      to: to.email,
      subject: `${restaurantName()}: your details are erased from your table booking`,
      text: [
        greeting(to.name),
        '',
        `As you asked, your name, email address, phone number and note are erased from ${which}.`,
        'The restaurant keeps the booking’s date, time and party size, without them.',
        'This is the last message we send about it.',
      ].join('\n'),
    };
  },
});
