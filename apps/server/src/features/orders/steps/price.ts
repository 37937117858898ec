import { type Bill, computeBill, type Tip } from '@bistro/contract/bill';
import { type BillSettings, type TipChoice, taxRulesOf } from '@bistro/contract/bill-settings';
import { fromMajor, isWholeMinor, type Money, money, multiply, restaurantCurrency, sum } from '@bistro/contract/money';
import { badRequest } from '../../../http/problems.ts';
import type { Cart, PricedCartLine } from '../../cart/index.ts';
import type { Diner, PromoCodes, PromoQuote } from '../../promo-codes/index.ts';
import type { RestaurantRules } from '../../restaurant/index.ts';

/** The lines as they will be charged: at today's prices, and their bill (tax, tip, a code's discount). */
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

/** A line as a guest's browser keeps it (and as a new way of ordering sends it): a dish, its choices (ids) and how many. */
export interface GuestLine {
  menuId: string;
  quantity: number;
  choices?: string[] | undefined;
}

/** Where the lines come from: an account's cart, or lines sent with the request. */
export type LineSource = { userId: string } | { lines: GuestLine[] };

/** What the diner adds to the lines' bill: a tip, a promo code. */
export interface BillRequest {
  tip?: TipChoice | undefined;
  promoCode?: string | undefined;
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
export async function cartLines(carts: Pick<Cart, 'list' | 'price'>, source: LineSource): Promise<PricedCartLine[]> {
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
 * Price an order: its lines (from the account's cart or the request) and the bill with the
 * restaurant's tax, the diner's tip and, if the code applies to this diner and subtotal, its
 * discount (a refused code: 422 with the reason; 429 once those asking, `askedBy`, have tried too
 * many codes that were none). Nothing is held.
 */
export async function priceOrder(
  parts: {
    carts: Pick<Cart, 'list' | 'price'>;
    promoCodes: Pick<PromoCodes, 'quote'>;
    restaurant: Pick<RestaurantRules, 'bill'>;
  },
  {
    source,
    diner,
    request,
    now,
    askedBy,
  }: { source: LineSource; diner: Diner; request: BillRequest; now: Date; askedBy: readonly string[] },
): Promise<PricedCart> {
  const lines = await cartLines(parts.carts, source);
  const subtotal = subtotalOf(lines);
  const promo = request.promoCode
    ? await parts.promoCodes.quote({ code: request.promoCode, diner, subtotal, now, askedBy })
    : null;
  return priceCart(lines, { settings: await parts.restaurant.bill(), tip: request.tip, promo });
}
