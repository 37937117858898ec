import type { BookingView } from '@bistro/contract/bookings';
import type { Language } from '@bistro/contract/languages';
import { type Translate, translatorFor } from '../languages/index.ts';
import type { MailMessage } from '../mail/index.ts';

/** Who a mail is to: their address, name and the language it is written in. */
interface Reader {
  email: string;
  name: string;
  language: Language;
}

const greeting = (t: Translate, name: string) => (name ? t('mail.hello', { name }) : t('mail.helloNoName'));

const books = (t: Translate, orders: number) =>
  orders === 0 ? [] : ['', t('privacy.booksKept', { orders }), t('privacy.booksWithout')];

/**
 * The confirmations a diner gets when their data is erased, under the restaurant's name as it
 * stands, each in its reader's language (the account's, the guest order's or booking's).
 */
export const privacyMail = (restaurantName: () => string) => ({
  /** The account is deleted, by its owner or by the restaurant. */
  accountDeleted(to: Reader, by: 'diner' | 'admin', erasedOrders: number): MailMessage {
    const t = translatorFor(to.language);
    const restaurant = restaurantName();
    return {
      to: to.email,
      subject: t('privacy.accountDeletedSubject', { restaurant }),
      text: [
        greeting(t, to.name),
        '',
        t(by === 'diner' ? 'privacy.accountDeletedByYou' : 'privacy.accountDeletedByRestaurant', { restaurant }),
        ...books(t, erasedOrders),
        '',
        t('privacy.signUpAgain'),
      ].join('\n'),
    };
  },

  /** A guest's details are taken off their order. */
  guestDetailsErased(to: Reader, orderNumber: number): MailMessage {
    const t = translatorFor(to.language);
    return {
      to: to.email,
      subject: t('privacy.orderErasedSubject', { restaurant: restaurantName(), number: orderNumber }),
      text: [
        greeting(t, to.name),
        '',
        t('privacy.orderErased', { number: orderNumber }),
        t('privacy.orderBooksKept'),
        t('privacy.lastMessage'),
      ].join('\n'),
    };
  },

  /** A guest's details are taken off their table booking. */
  guestBookingErased(to: Reader, booking: Pick<BookingView, 'date' | 'time'>): MailMessage {
    const t = translatorFor(to.language);
    return {
      to: to.email,
      subject: t('privacy.bookingErasedSubject', { restaurant: restaurantName() }),
      text: [
        greeting(t, to.name),
        '',
        t('privacy.bookingErased', { date: booking.date, time: booking.time }),
        t('privacy.bookingKept'),
        t('privacy.lastMessage'),
      ].join('\n'),
    };
  },
});
