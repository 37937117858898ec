import { type Bill, computeBill, type Discount, type Tip } from '@bistro/contract/bill';
import { type BillSettings, type TipChoice, taxRulesOf } from '@bistro/contract/bill-settings';
import type { FulfilmentRequest } from '@bistro/contract/fulfilment';
import { intlLocaleOf, type Language } from '@bistro/contract/languages';
import { fromMajor, isWholeMinor, type Money, money, multiply, restaurantCurrency, sum } from '@bistro/contract/money';
import { badRequest } from '../../../http/problems.ts';
import type { Cart, PricedCartLine } from '../../cart/index.ts';
import type { DeliveryService } from '../../delivery/index.ts';
import { wordsOf } from '../../languages/index.ts';
import type { Diner, PromoCodes, PromoQuote } from '../../promo-codes/index.ts';
import type { RestaurantRules } from '../../restaurant/index.ts';
import { deliveryAsked, deliveryFeeCents, type PricedDelivery } from './deliver.ts';

/** The lines as they will be charged: at today's prices, and their bill (tax, tip, a code's discount). */
export interface PricedCart {
  lines: PricedCartLine[];
  bill: Bill;
  /** The promo code the discount is for (null: none). */
  promo: PromoQuote | null;
  /** Where it is delivered, and the zone's terms (null: picked up). */
  delivery: PricedDelivery | null;
}

/** What the bill is made with besides the lines: the restaurant's settings, the diner's tip and a code's discount. */
export interface BillTerms {
  settings: BillSettings;
  tip?: TipChoice | undefined;
  promo?: PromoQuote | null;
  delivery?: PricedDelivery | null;
}

/** A line as a guest's browser keeps it (and as a new way of ordering sends it): a dish, its choices (ids) and how many. */
export interface GuestLine {
  menuId: string;
  quantity: number;
  choices?: string[] | undefined;
}

/** Where the lines come from: an account's cart, or lines sent with the request. */
export type LineSource = { userId: string } | { lines: GuestLine[] };

/** What the diner adds to the lines' bill: a tip, a promo code, delivery (absent: pickup). */
export interface BillRequest {
  tip?: TipChoice | undefined;
  promoCode?: string | undefined;
  fulfilment?: FulfilmentRequest | undefined;
}

/** "Soup", "Soup and Salad", "Soup, Salad and Tea". */
export const listed = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');

/** The tip percentages offered, as a language lists them: "10 %, 15 %, 20 %", « 10 %, 15 % ou 20 % ». */
function percentsIn(language: Language, percents: readonly number[]): string {
  if (language === 'en') return percents.map((percent) => `${percent} %`).join(', ');
  const locale = intlLocaleOf(language);
  const percent = new Intl.NumberFormat(locale, { style: 'unit', unit: 'percent', maximumFractionDigits: 2 });
  return new Intl.ListFormat(locale, { type: 'disjunction' }).format(percents.map((share) => percent.format(share)));
}

/**
 * The tip a diner chose, as the bill takes it: one of the percentages the restaurant offers, or
 * an amount in whole minor units (400 otherwise, and for any tip when it offers none).
 */
export function tipOf(choice: TipChoice | undefined, { tipPresets }: BillSettings): Tip | null {
  if (!choice) return null;
  if (tipPresets.length === 0) throw badRequest(wordsOf('refusal.noTipsOnline'));
  if ('percent' in choice) {
    if (!tipPresets.includes(choice.percent)) {
      throw badRequest(wordsOf('refusal.tipChoices', (language) => ({ percents: percentsIn(language, tipPresets) })));
    }
    return choice;
  }
  if (!isWholeMinor(choice.amount)) throw badRequest(wordsOf('refusal.tipWholeCents'));
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

/**
 * The bill of these lines (each at its price of one, with its tax category for the rate) with the
 * restaurant's tax, a tip, a code's discount and a delivery fee: the one way an order's bill is
 * made, at checkout, at the counter, and when dishes are added to an order.
 */
export function billOf(
  lines: readonly { priceCents: number; quantity: number; taxCategory: string | null }[],
  {
    settings,
    tip,
    discount,
    deliveryFee = null,
  }: { settings: BillSettings; tip: Tip | null; discount: Discount | null; deliveryFee?: Money | null },
): Bill {
  return computeBill(
    lines.map((line) => ({
      unitPrice: money(line.priceCents),
      quantity: line.quantity,
      taxCategory: line.taxCategory,
    })),
    { currency: restaurantCurrency(), tax: taxRulesOf(settings), tip, discount, deliveryFee },
  );
}

/**
 * Price the lines: their bill on these terms (the restaurant's tax, the diner's tip, a code's
 * discount) and, for a delivery, the zone's fee as a row of its own (none from the zone's
 * free-from amount, compared with the dishes after the discount).
 */
export function priceCart(lines: PricedCartLine[], terms: BillTerms): PricedCart {
  const made = {
    settings: terms.settings,
    tip: tipOf(terms.tip, terms.settings),
    discount: terms.promo?.off ?? null,
  };
  const dishes = billOf(lines, made);
  const delivery = terms.delivery ?? null;
  const fee = delivery && deliveryFeeCents(delivery, dishes.subtotal.amount - dishes.discount.amount);
  const bill = fee ? billOf(lines, { ...made, deliveryFee: money(fee, dishes.currency) }) : dishes;
  return { lines, bill, promo: terms.promo ?? null, delivery };
}

/**
 * Price an order: its lines (from the account's cart or the request) and the bill with the
 * restaurant's tax, the diner's tip and, if the code applies to this diner and subtotal, its
 * discount (a refused code: 422 with the reason; 429 once those asking, `askedBy`, have tried too
 * many codes that were none), and for a delivery, the fee of the zone that takes the address
 * (an address none takes, or delivery off: 422). Nothing is held.
 */
export async function priceOrder(
  parts: {
    carts: Pick<Cart, 'list' | 'price'>;
    promoCodes: Pick<PromoCodes, 'quote'>;
    restaurant: Pick<RestaurantRules, 'bill'>;
    delivery: Pick<DeliveryService, 'termsFor'>;
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
  const delivery = await deliveryAsked(parts.delivery, request.fulfilment);
  return priceCart(lines, { settings: await parts.restaurant.bill(), tip: request.tip, promo, delivery });
}
