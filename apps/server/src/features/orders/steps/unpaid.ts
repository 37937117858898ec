import { createHash } from 'node:crypto';
import { conflict, Problem } from '../../../http/problems.ts';
import { wordsOf } from '../../languages/index.ts';
import type { Menu } from '../../menu/index.ts';
import type { PaymentProvider } from '../../payments/index.ts';
import type { PromoCodes } from '../../promo-codes/index.ts';
import { GUEST_PICKUP_HOLD_MINUTES, PICKUP_HOLD_MINUTES, type RestaurantRules } from '../../restaurant/index.ts';
import type { OrderRecord, OrdersRepository } from '../orders-repository.ts';
import type { OrderPayer, OrderRequest, Transaction } from './create.ts';
import type { PricedCart } from './price.ts';

/**
 * Unpaid guest orders one client address may have waiting at once, each holding a pickup place
 * and maybe a code's use, within GUEST_UNPAID_ORDER_MINUTES (after which they are let go).
 */
export const GUEST_UNPAID_PER_ADDRESS = 5;
export const GUEST_UNPAID_ORDER_MINUTES = 15;

/**
 * How long an unpaid order may wait for its card before the reconciliation lets it go (its
 * intent cancelled, its code's use released): well past the pickup hold, so that a diner still
 * on the payment page is rarely refused, yet a code's last use is not kept by a closed tab; as
 * long for an order staff entered, paid by the link mailed to its diner. A guest's online order
 * waits GUEST_UNPAID_ORDER_MINUTES: anyone may start one.
 */
export const UNPAID_ORDER_MINUTES = 60;

/**
 * What a guest's unpaid order is found again by, besides their email: a hash of the random token
 * their browser keeps (an HttpOnly cookie), so that nobody who knows their email, phone and cart
 * gets their order's payment secret from another browser.
 */
export const browserKey = (token: string) => createHash('sha256').update(`guest-browser:${token}`).digest('hex');

/** What is asked for, priced: an unchanged cart, pickup, note and phone have the same fingerprint, any change another one. */
export function fingerprintOf(
  { lines, bill, promo, delivery }: PricedCart,
  { pickup, note }: OrderRequest,
  phone: string | null,
): string {
  const parts = lines
    .map((line) => {
      const choices = line.choices.map((choice) => `${choice.id}=${choice.priceCents}`).join(',');
      return `${line.menuID}:${line.quantity}:${line.priceCents}:${choices}`;
    })
    .sort();
  const billed = `bill:${bill.currency}:${bill.tip.amount}:${bill.tax.amount}:${bill.total.amount}:${promo?.code ?? ''}`;
  const delivered = delivery ? `delivery:${JSON.stringify([delivery.address, delivery.instructions])}` : 'pickup';
  return createHash('sha256')
    .update([...parts, billed, delivered, `pickup:${pickup}`, `note:${note ?? ''}`, `phone:${phone ?? ''}`].join('|'))
    .digest('base64url');
}

/** What letting go of an unpaid order needs. */
export interface UnpaidOrderParts {
  orders: Pick<OrdersRepository, 'discardUnpaid'>;
  promoCodes: Pick<PromoCodes, 'release'>;
  /** The stock it holds goes back, in the transaction that discards it. */
  menu: Pick<Menu, 'stock'>;
  transaction: Transaction;
  provider: Pick<PaymentProvider, 'cancelIntent'>;
  /** Settles an intent that was paid after all (the order becomes paid). */
  settle: (intentId: string) => Promise<unknown>;
}

/**
 * Lets go of an unpaid order: its intent is cancelled first, so that no card can be charged for
 * it afterwards, then its code's use and its stock are released and the order discarded. If the
 * intent was paid meanwhile, the paid order stands instead (`settle` makes it so). Answers which happened.
 */
export async function letGoOfUnpaid(
  { orders, promoCodes, menu, provider, settle, transaction }: UnpaidOrderParts,
  unpaid: OrderRecord,
): Promise<'discarded' | 'paid'> {
  if (unpaid.intentId && (await provider.cancelIntent(unpaid.intentId)) === 'succeeded') {
    await settle(unpaid.intentId);
    return 'paid';
  }
  await transaction(async (tx) => {
    await promoCodes.release(unpaid.id, tx);
    await menu.stock.release(unpaid.id, tx);
    await orders.discardUnpaid(unpaid.id, tx);
  });
  return 'discarded';
}

/**
 * Reuse or let go of the payer's unpaid order (a guest's: the one their browser made): the same
 * request within the pickup hold (a guest's is shorter) reuses it (pressing Pay again charges
 * once), if the restaurant still takes orders; any other is let go.
 * If its intent was paid meanwhile (another tab), the paid order stands and the diner is told (409).
 */
export async function reuseOrDiscardUnpaid(
  parts: UnpaidOrderParts & {
    orders: Pick<OrdersRepository, 'findAwaitingPayment'>;
    restaurant: Pick<RestaurantRules, 'checkTakingOrders'>;
  },
  payer: OrderPayer,
  fingerprint: string,
  now: Date,
): Promise<OrderRecord | undefined> {
  const unpaid = await parts.orders.findAwaitingPayment(
    payer.guest ? { guestEmail: payer.email, guestBrowser: payer.guest.browser } : { userId: payer.userId ?? '' },
  );
  if (!unpaid) return undefined;
  const heldSince = now.getTime() - (payer.guest ? GUEST_PICKUP_HOLD_MINUTES : PICKUP_HOLD_MINUTES) * 60_000;
  if (unpaid.cartFingerprint === fingerprint && unpaid.createdAt.getTime() > heldSince) {
    await parts.restaurant.checkTakingOrders(now, unpaid.pickupAt);
    return unpaid;
  }
  if ((await letGoOfUnpaid(parts, unpaid)) === 'paid') {
    throw conflict(wordsOf('refusal.previousPaymentWent'));
  }
  return undefined;
}

/**
 * A 429 when the guest's client address already has GUEST_UNPAID_PER_ADDRESS unpaid orders
 * waiting: each holds a pickup place (and maybe a code's last use) while it waits.
 */
export async function refuseUnpaidGuestFlood(
  orders: Pick<OrdersRepository, 'unpaidGuestOrdersFrom'>,
  payer: OrderPayer,
  now: Date,
): Promise<void> {
  if (!payer.guest) return;
  const since = new Date(now.getTime() - GUEST_UNPAID_ORDER_MINUTES * 60_000);
  if ((await orders.unpaidGuestOrdersFrom(payer.guest.address, since)) < GUEST_UNPAID_PER_ADDRESS) return;
  throw new Problem(
    429,
    wordsOf('refusal.unpaidFromAddress', { count: GUEST_UNPAID_PER_ADDRESS, minutes: GUEST_UNPAID_ORDER_MINUTES }),
  );
}
