import { createHash } from 'node:crypto';
import { type Bill, computeBill, type Tip } from '@bistro/contract/bill';
import { type BillSettings, storedBill, type TipChoice, taxRulesOf } from '@bistro/contract/bill-settings';
import {
  equalsMajor,
  format,
  fromMajor,
  isWholeMinor,
  type Money,
  money,
  multiply,
  restaurantCurrency,
  sum,
} from '@bistro/contract/money';
import type { DbOrTx } from '../../db/connect.ts';
import { badRequest, conflict, Problem } from '../../http/problems.ts';
import type { CartRepository, PricedCartLine } from '../cart/index.ts';
import { checkServedAt, type MenuRepository } from '../menu/index.ts';
import type { OrderRecord, OrdersRepository } from '../orders/index.ts';
import type { PromoCodes, PromoQuote } from '../promo-codes/index.ts';
import { GUEST_PICKUP_HOLD_MINUTES, PICKUP_HOLD_MINUTES, type RestaurantRules } from '../restaurant/index.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';

/**
 * The steps of starting a payment, after medusa's complete-cart workflow: price the cart, check
 * it, let an unpaid order go or reuse it, reserve the pickup time and create the order, create
 * or reuse the intent. Each takes only the parts it needs, so that each is tested on its own
 * (checkout-steps.test.ts); `startPayment` in checkout.ts runs them in order, under the payer's lock.
 */

/**
 * Who pays: their account (null for a guest), the name, address and phone on the order, whether
 * that address is proven theirs (a promo code's rules per person need it), and for a guest, their
 * browser (`browserKey` of the checkout token it keeps) and client address.
 */
export interface OrderPayer {
  userId: string | null;
  email: string;
  name: string;
  phone: string | null;
  verified: boolean;
  guest: { browser: string; address: string } | null;
}

/**
 * Unpaid guest orders one client address may have waiting at once, each holding a pickup place
 * and maybe a code's use, within GUEST_UNPAID_ORDER_MINUTES (after which they are let go).
 */
export const GUEST_UNPAID_PER_ADDRESS = 5;
export const GUEST_UNPAID_ORDER_MINUTES = 15;

/**
 * What a guest's unpaid order is found again by, besides their email: a hash of the random token
 * their browser keeps (an HttpOnly cookie), so that nobody who knows their email, phone and cart
 * gets their order's payment secret from another browser.
 */
export const browserKey = (token: string) => createHash('sha256').update(`guest-browser:${token}`).digest('hex');

/** The cart as it will be charged: its lines at today's prices, and its bill (tax, tip, a code's discount). */
export interface PricedCart {
  lines: PricedCartLine[];
  bill: Bill;
  /** The promo code the discount is for (null: none). */
  promo: PromoQuote | null;
}

/** What the bill is made with besides the lines: the restaurant's settings, the diner's tip and a code's discount. */
export interface BillTerms {
  settings: BillSettings;
  tip?: TipChoice | undefined;
  promo?: PromoQuote | null;
}

/** A line of a guest's cart, as their browser keeps it: a dish, its choices (ids) and how many. */
export interface GuestLine {
  menuId: string;
  quantity: number;
  choices?: string[] | undefined;
}

/** What the diner asks for with the cart. */
export interface OrderRequest {
  pickup: string;
  note: string | null;
}

/** "Soup", "Soup and Salad", "Soup, Salad and Tea". */
export const listed = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');

/**
 * The tip a diner chose, as the bill takes it: one of the percentages the restaurant offers, or
 * an amount in whole minor units (400 otherwise, and for any tip when it offers none).
 */
export function tipOf(choice: TipChoice | undefined, { tipPresets }: BillSettings): Tip | null {
  if (!choice) return null;
  if (tipPresets.length === 0) throw badRequest('This restaurant does not take tips online');
  if ('percent' in choice) {
    if (!tipPresets.includes(choice.percent)) {
      throw badRequest(`A tip is ${tipPresets.map((percent) => `${percent} %`).join(', ')} or an amount`);
    }
    return choice;
  }
  if (!isWholeMinor(choice.amount)) throw badRequest('A tip is a whole number of cents');
  return { amount: fromMajor(choice.amount) };
}

/**
 * The lines to pay for: an account's cart, or the lines a guest's browser keeps
 * (`[{ menuId, quantity, choices }]`), at the menu's prices now (choices included).
 */
export async function cartLines(
  carts: Pick<CartRepository, 'list' | 'price'>,
  source: { userId: string } | { lines: GuestLine[] },
): Promise<PricedCartLine[]> {
  return 'userId' in source ? carts.list(source.userId) : carts.price(source.lines);
}

/** The lines' subtotal, before any discount: what a promo code's minimum order is compared with. */
export const subtotalOf = (lines: readonly PricedCartLine[]): Money =>
  sum(lines.map((line) => multiply(money(line.priceCents), line.quantity)));

/** Price the lines: their bill on these terms (the restaurant's tax, the diner's tip, a code's discount). */
export function priceCart(lines: PricedCartLine[], terms: BillTerms): PricedCart {
  const bill = computeBill(
    lines.map((line) => ({
      unitPrice: money(line.priceCents),
      quantity: line.quantity,
      taxCategory: line.taxCategory,
    })),
    {
      currency: restaurantCurrency(),
      tax: taxRulesOf(terms.settings),
      tip: tipOf(terms.tip, terms.settings),
      discount: terms.promo?.off ?? null,
    },
  );
  return { lines, bill, promo: terms.promo ?? null };
}

/**
 * Check the cart: something to pay for (400), the total the diner saw when they sent one, and
 * no dish sold out (409, in words). The restaurant's own rules are checked with the pickup time.
 */
export function checkCart({ lines, bill: { total } }: PricedCart, price: number | undefined): void {
  if (lines.length === 0) throw badRequest('Your cart is empty: there is nothing to pay for');
  if (total.amount === 0) throw badRequest('Your order comes to nothing: there is nothing to pay for');
  if (price !== undefined && !equalsMajor(total, price)) {
    throw conflict(`Your cart changed: its total is now ${format(total)}. Check it and pay again.`);
  }
  const soldOut = lines.filter((line) => line.soldOut);
  if (soldOut.length > 0) {
    // A line with choices is named with them: it may be one of its choices that is sold out.
    const named = soldOut.map((line) =>
      line.choices.length > 0 ? `${line.name} (${line.choices.map((choice) => choice.name).join(', ')})` : line.name,
    );
    const dishes = `${listed(named)} ${soldOut.length > 1 ? 'are' : 'is'}`;
    throw conflict(`${dishes} sold out for now: take it out of your cart to pay for the rest.`);
  }
}

/** What is asked for, priced: an unchanged cart, pickup, note and phone have the same fingerprint, any change another one. */
export function fingerprintOf(
  { lines, bill, promo }: PricedCart,
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
  return createHash('sha256')
    .update([...parts, billed, `pickup:${pickup}`, `note:${note ?? ''}`, `phone:${phone ?? ''}`].join('|'))
    .digest('base64url');
}

/** What letting go of an unpaid order needs. */
export interface UnpaidOrderParts {
  orders: Pick<OrdersRepository, 'discardUnpaid'>;
  promoCodes: Pick<PromoCodes, 'release'>;
  provider: Pick<PaymentProvider, 'cancelIntent'>;
  /** Settles an intent that was paid after all (the order becomes paid). */
  settle: (intentId: string) => Promise<unknown>;
}

/**
 * Lets go of an unpaid order: its intent is cancelled first, so that no card can be charged for
 * it afterwards, then its code's use is released and the order discarded. If the intent was paid
 * meanwhile, the paid order stands instead (`settle` makes it so). Answers which happened.
 */
export async function letGoOfUnpaid(
  { orders, promoCodes, provider, settle }: UnpaidOrderParts,
  unpaid: OrderRecord,
): Promise<'discarded' | 'paid'> {
  if (unpaid.intentId && (await provider.cancelIntent(unpaid.intentId)) === 'succeeded') {
    await settle(unpaid.intentId);
    return 'paid';
  }
  await promoCodes.release(unpaid.id);
  await orders.discardUnpaid(unpaid.id);
  return 'discarded';
}

/**
 * Reuse or let go of the payer's unpaid order: the same request within the pickup hold reuses it
 * (pressing Pay again charges once), if the restaurant still takes orders; any other is let go.
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
    await parts.restaurant.checkTakingOrders(now);
    return unpaid;
  }
  if ((await letGoOfUnpaid(parts, unpaid)) === 'paid') {
    throw conflict('Your previous payment has just gone through: check your order before paying again.');
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
    `${GUEST_UNPAID_PER_ADDRESS} orders from your address are waiting for their payment: pay one, or try again in ${GUEST_UNPAID_ORDER_MINUTES} minutes`,
  );
}

/**
 * Reserve the pickup time and create the order awaiting payment, in one transaction: the last
 * place at a time goes to one diner only, and the lines are priced as they will be charged. A
 * dish whose sections do not serve at the pickup time (their hours) is refused (409).
 */
export async function createOrder(
  parts: {
    transaction: <T>(work: (tx: DbOrTx) => Promise<T>) => Promise<T>;
    orders: Pick<OrdersRepository, 'createAwaitingPayment'>;
    restaurant: Pick<RestaurantRules, 'reservePickup' | 'timeZone'>;
    menu: Pick<MenuRepository, 'snapshot'>;
    promoCodes: Pick<PromoCodes, 'hold'>;
  },
  order: { payer: OrderPayer; cart: PricedCart; request: OrderRequest; fingerprint: string; now: Date },
): Promise<OrderRecord> {
  const { payer, cart, request, fingerprint, now } = order;
  // Read before the transaction: PGlite runs one at a time, and the menu is read outside it.
  const menu = await parts.menu.snapshot();
  return parts.transaction(async (tx) => {
    const pickupAt = await parts.restaurant.reservePickup(request.pickup, now, tx);
    checkServedAt(menu, cart.lines, { pickupAt, now, timeZone: parts.restaurant.timeZone });
    const created = await parts.orders.createAwaitingPayment(
      {
        userId: payer.userId,
        email: payer.email,
        customerName: payer.name,
        phone: payer.phone,
        bill: storedBill(cart.bill, cart.promo?.code ?? null),
        cartFingerprint: fingerprint,
        pickupAt,
        note: request.note,
        createdAt: now,
        guestBrowser: payer.guest?.browser ?? null,
        placedFrom: payer.guest?.address ?? null,
        lines: cart.lines.map((line) => ({
          menuItemId: line.menuID,
          name: line.name,
          quantity: line.quantity,
          unitPriceCents: line.priceCents,
          choices: line.choices,
        })),
      },
      tx,
    );
    // The code's use is held with the order: of diners racing for its last use, one order holds it.
    if (cart.promo) {
      const diner = { userId: payer.userId, email: payer.email, verified: payer.verified };
      await parts.promoCodes.hold(tx, { codeId: cart.promo.codeId, orderId: created.id, diner, now });
    }
    return created;
  });
}

/**
 * Create or reuse the intent: an order keeps the intent made for it; a new one is made for
 * exactly the order's total, keyed by the order's id (a retry after a crash makes the same one).
 * Answers the client secret the browser confirms the card with.
 */
export async function createOrReuseIntent(
  parts: { provider: Pick<PaymentProvider, 'createIntent'>; orders: Pick<OrdersRepository, 'attachIntent'> },
  order: OrderRecord,
): Promise<string> {
  if (order.clientSecret) return order.clientSecret;
  const intent = await parts.provider.createIntent({
    orderId: order.id,
    amountCents: order.totalCents,
    currency: order.currency,
    userId: order.userId,
    email: order.email,
  });
  await parts.orders.attachIntent(order.id, intent);
  return intent.clientSecret;
}
