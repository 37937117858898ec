import type { BookingView } from '@bistro/contract/bookings';
import type { SavedAddress } from '@bistro/contract/delivery';
import type { Language } from '@bistro/contract/languages';
import { isHandedOver, type OrderStatus } from '@bistro/contract/orders';
import { type DinerData, ERASED_DINER, RECENT_SIGN_IN_MINUTES } from '@bistro/contract/privacy';
import type { DbOrTx } from '../../db/connect.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/problems.ts';
import type { ApiUser } from '../../plugins/app/authentication.ts';
import type { Clock } from '../../plugins/app/clock.ts';
import type { Audit } from '../audit/index.ts';
import type { Bookings } from '../bookings/index.ts';
import type { IdentityService } from '../identity/index.ts';
import { itemsIn, type ServerMessageId, translatorFor, wordsOf } from '../languages/index.ts';
import type { MailMessage } from '../mail/index.ts';
import type { DinerOrders, OrderRecord } from '../orders/index.ts';
import type { Payments } from '../payments/index.ts';
import type { PromoCodes } from '../promo-codes/index.ts';
import type { Reviews } from '../reviews/index.ts';
import type { Users } from '../users/index.ts';
import { privacyMail } from './privacy-mail.ts';

/** Each feature that keeps something of a diner: the export reads from each, the erasure asks each to erase its part. */
interface PrivacyParts {
  /** Runs work in one database transaction: an erasure is all or nothing. */
  transaction: <T>(work: (tx: DbOrTx) => Promise<T>) => Promise<T>;
  users: Pick<Users, 'isLastAdmin' | 'lock' | 'remove' | 'findById'>;
  orders: DinerOrders;
  bookings: Pick<Bookings, 'eraseDiner' | 'mine' | 'guestBooking' | 'eraseGuest'>;
  payments: Pick<Payments, 'listByUser' | 'listByOrder' | 'eraseDiner'>;
  promoCodes: Pick<PromoCodes, 'eraseDiner'>;
  reviews: Pick<Reviews, 'mine'>;
  /** The delivery addresses an account keeps (gone with it: they follow the user's row). */
  addresses: { list(userId: string): Promise<SavedAddress[]> };
  identity: Pick<IdentityService, 'checkPassword' | 'prove' | 'forget'>;
  /** The audit log keeps the erased account's entries without who made them. */
  audit: Pick<Audit, 'eraseActor'>;
  send(message: MailMessage): void;
  /** The restaurant's name as it stands, for the mails. */
  restaurantName: () => string;
  /** The restaurant's default language now: the mails' to an account that chose none. */
  defaultLanguage: () => Language;
  clock: Clock;
}

/** Whose data: an account's, or one guest order's or booking's (its signed link proves that one, nothing more). */
type Diner =
  | { kind: 'account'; userId: string }
  | { kind: 'guest'; order: OrderRecord }
  | { kind: 'guest-booking'; booking: BookingView };

/** What proves that the caller of DELETE /api/me is the account's owner, here and now. */
export interface OwnerProof {
  password: string | undefined;
  /** Firebase's fresh ID token, for an account without a password. */
  idToken: string | undefined;
  /** The request's headers: the built-in identity service's session cookie. */
  headers: Parameters<IdentityService['prove']>[0]['headers'];
}

const NO_GUEST_BOOKING = wordsOf('refusal.noGuestBookingLink');

const RECENT_SIGN_IN_MS = RECENT_SIGN_IN_MINUTES * 60 * 1000;

/** An order's state as a refusal names it, in lower case: "being prepared". */
const statusWords: Record<OrderStatus, ServerMessageId> = {
  awaiting_payment: 'refusal.orderStatusAwaitingPayment',
  pending: 'refusal.orderStatusPending',
  preparing: 'refusal.orderStatusPreparing',
  ready: 'refusal.orderStatusReady',
  out_for_delivery: 'refusal.orderStatusOutForDelivery',
  delivered: 'refusal.orderStatusDelivered',
  completed: 'refusal.orderStatusCompleted',
  cancelled: 'refusal.orderStatusCancelled',
};

/** A diner's orders still open, as a refusal lists them: "#1001 (being prepared), #1002 (ready for pickup)". */
function openOrdersIn(language: Language, open: { number: number; status: OrderStatus }[]): string {
  const t = translatorFor(language);
  return itemsIn(
    language,
    open.map(({ number, status }) => t('refusal.openOrder', { number, status: t(statusWords[status]) })),
  );
}

/**
 * A diner's own data: its export, and its erasure, for an account (by its owner or an admin)
 * and for a guest's order (by its signed link). The books stay: orders and payments keep their
 * amounts, lines and dates, and lose the diner's name, address, phone and notes (docs/privacy.md).
 */
export function createDinerPrivacy(parts: PrivacyParts) {
  const {
    transaction,
    users,
    orders,
    bookings,
    payments,
    promoCodes,
    reviews,
    addresses,
    identity,
    audit,
    send,
    clock,
  } = parts;
  const mail = privacyMail(parts.restaurantName);

  /** The parts of the export, each read for the diner (a new kind of data joins as one more part and field). */
  const exportParts = {
    orders: async (diner: Diner) => {
      if (diner.kind === 'account') return orders.ofAccount(diner.userId);
      return diner.kind === 'guest' ? orders.views([diner.order]) : [];
    },
    payments: async (diner: Diner) => {
      if (diner.kind === 'account') return payments.listByUser(diner.userId);
      return diner.kind === 'guest' ? payments.listByOrder(diner.order.id) : [];
    },
    reviews: async (diner: Diner) => (diner.kind === 'account' ? (await reviews.mine(diner.userId)).reviews : []),
    bookings: async (diner: Diner) => {
      if (diner.kind === 'account') return bookings.mine(diner.userId);
      return diner.kind === 'guest-booking' ? [diner.booking] : [];
    },
    addresses: async (diner: Diner) => (diner.kind === 'account' ? addresses.list(diner.userId) : []),
  };

  async function dataOf(diner: Diner, profile: DinerData['profile']): Promise<DinerData> {
    const [orderViews, paymentViews, reviewViews, bookingViews, addressViews] = await Promise.all([
      exportParts.orders(diner),
      exportParts.payments(diner),
      exportParts.reviews(diner),
      exportParts.bookings(diner),
      exportParts.addresses(diner),
    ]);
    return {
      exportedAt: clock.now().toISOString(),
      profile,
      orders: orderViews,
      payments: paymentViews,
      reviews: reviewViews,
      bookings: bookingViews,
      addresses: addressViews,
    };
  }

  /** The guest order this link opens (paid, key genuine and unexpired), else 404 as its page says. */
  async function guestOrderOpenedBy(orderId: string, key: string): Promise<OrderRecord> {
    const order = await orders.openedBy(orderId, key);
    if (!order) throw notFound(wordsOf('refusal.orderLinkExpired'));
    return order;
  }

  /** The guest booking this key opens (genuine, for this booking, unexpired), else 404 as its page says. */
  async function guestBookingOpenedBy(bookingId: string, key: string): Promise<BookingView> {
    const booking = await bookings.guestBooking(bookingId, key);
    if (!booking) throw notFound(NO_GUEST_BOOKING);
    return booking;
  }

  /** Refuses (400, 403) unless the caller shows they are the account's owner now. */
  async function confirmOwner(caller: ApiUser, { password, idToken, headers }: OwnerProof): Promise<void> {
    const check = await identity.checkPassword(caller.email, password);
    if (check === 'right') return;
    if (check === 'wrong') {
      throw password === undefined
        ? badRequest(wordsOf('refusal.enterPasswordToDelete'), { password: 'Enter your password' })
        : badRequest(wordsOf('refusal.notYourPassword'), { password: 'That is not your password' });
    }
    const proven = await identity.prove({ headers, idToken });
    const recent =
      proven?.email === caller.email && clock.now().getTime() - proven.signedInAt.getTime() <= RECENT_SIGN_IN_MS;
    if (!recent) {
      throw forbidden(wordsOf('refusal.signInAgainToDelete', { minutes: RECENT_SIGN_IN_MINUTES }));
    }
  }

  /**
   * Deletes an account and erases the diner from its orders, payments, code uses and bookings,
   * each feature its own part, and its identity, in one transaction: refused (409) while one of
   * its orders is on its way. Answers how many orders were erased, or null when there is no
   * such account.
   */
  async function eraseAccount(userId: string, by: 'diner' | 'admin'): Promise<number | null> {
    const outcome = await transaction(async (tx) => {
      if (await users.isLastAdmin(userId, tx)) {
        throw conflict(wordsOf('refusal.needsAnAdmin'));
      }
      const user = await users.lock(userId, tx);
      if (!user) return null;
      const open = await orders.openOrdersOf(userId, tx);
      if (open.length > 0) {
        throw conflict(
          wordsOf(by === 'diner' ? 'refusal.yourOrdersOpen' : 'refusal.dinersOrdersOpen', (language) => ({
            count: open.length,
            orders: openOrdersIn(language, open),
          })),
          { openOrders: open },
        );
      }
      const { erased, discarded } = await orders.eraseDiner({ userId }, tx);
      await payments.eraseDiner(erased, tx);
      await promoCodes.eraseDiner({ userId, orderIds: [...erased, ...discarded] }, tx);
      await bookings.eraseDiner(userId, tx);
      await identity.forget(user.email, tx);
      await audit.eraseActor(userId, tx);
      await users.remove(userId, tx);
      return { user, erasedOrders: erased.length };
    });
    if (!outcome) return null;
    const { email, name, language } = outcome.user;
    send(mail.accountDeleted({ email, name, language: language ?? parts.defaultLanguage() }, by, outcome.erasedOrders));
    return outcome.erasedOrders;
  }

  return {
    eraseAccount,

    /** The account's own data (GET /api/me/export). */
    async exportAccount(userId: string): Promise<DinerData> {
      const user = await users.findById(userId);
      if (!user) throw notFound(wordsOf('refusal.accountGone'));
      const { name, email, phone, language, createdAt } = user;
      return dataOf({ kind: 'account', userId }, { name, email, phone, language, createdAt: createdAt.toISOString() });
    },

    /** DELETE /api/me: the owner, proven again, deletes their account. */
    async deleteOwnAccount(caller: ApiUser, proof: OwnerProof): Promise<number> {
      await confirmOwner(caller, proof);
      const erased = await eraseAccount(caller.id, 'diner');
      if (erased === null) throw notFound(wordsOf('refusal.accountGone'));
      return erased;
    },

    /** The data of the guest order a link opens: that order and its payment. */
    async exportGuestOrder(orderId: string, key: string): Promise<DinerData> {
      return dataOf({ kind: 'guest', order: await guestOrderOpenedBy(orderId, key) }, null);
    },

    /**
     * Erases the guest's details from the order its link opens, and from no other: the key proves
     * this order, not the address on it (anyone can type someone else's address at checkout).
     */
    async eraseGuestOrder(orderId: string, key: string): Promise<number> {
      const order = await guestOrderOpenedBy(orderId, key);
      if (order.userId) {
        throw conflict(wordsOf('refusal.orderHasAccount'));
      }
      if (!isHandedOver(order.status) && order.status !== 'cancelled') {
        throw conflict(wordsOf('refusal.guestOrderOpen', { number: order.number }));
      }
      if (order.email === ERASED_DINER.email) return 0;
      const erased = await transaction(async (tx) => {
        const { erased: ids } = await orders.eraseDiner({ guestOrderId: order.id }, tx);
        await payments.eraseDiner(ids, tx);
        await promoCodes.eraseDiner({ orderIds: ids }, tx);
        return ids.length;
      });
      if (erased > 0) {
        send(
          mail.guestDetailsErased(
            { email: order.email, name: order.customerName, language: order.language },
            order.number,
          ),
        );
      }
      return erased;
    },

    /** The data of the guest booking a key opens: that booking alone. */
    async exportGuestBooking(bookingId: string, key: string): Promise<DinerData> {
      return dataOf({ kind: 'guest-booking', booking: await guestBookingOpenedBy(bookingId, key) }, null);
    },

    /**
     * Erases the guest's details from the booking its key opens, and from no other (as for an
     * order); refused (409) while the visit is still to come. Answers 1, or 0 when done already.
     */
    async eraseGuestBooking(bookingId: string, key: string): Promise<number> {
      const outcome = await bookings.eraseGuest(bookingId, key);
      if (!outcome) throw notFound(NO_GUEST_BOOKING);
      if (!outcome.erased) return 0;
      const { booking, language } = outcome;
      send(mail.guestBookingErased({ email: booking.email, name: booking.name, language }, booking));
      return 1;
    },
  };
}

export type DinerPrivacy = ReturnType<typeof createDinerPrivacy>;
