import { computeBill } from '@bistro/contract/bill';
import type { BillSettings } from '@bistro/contract/bill-settings';
import type { MenuItem } from '@bistro/contract/menu';
import { money, toMajor } from '@bistro/contract/money';
import type { MenuSection } from '@bistro/contract/shop';
import { Problem } from '../../../http/problems.ts';
import type { PricedCartLine } from '../../cart/index.ts';
import type { OrderRecord } from '../orders-repository.ts';
import type { OrderPayer } from './create.ts';
import type { PricedCart } from './price.ts';

// What the steps' tests share: lines, a cart priced without tax, a diner, an order as it is kept.

export const line = (name: string, priceCents: number, quantity: number, soldOut = false): PricedCartLine => ({
  _id: `line-${name}`,
  menuID: `dish-${name}`,
  name,
  image: `/pictures/${name}.webp`,
  price: toMajor(money(priceCents)),
  priceCents,
  quantity,
  soldOut,
  taxCategory: name === 'Tea' ? 'drinks' : null,
  choices: [],
});
export const noTax: BillSettings = {
  taxPrices: 'exclusive',
  taxRate: 0,
  taxRates: {},
  taxRounding: 'line',
  tipPresets: [10, 15, 20],
  taxNumber: null,
};
export const cartOf = (...lines: PricedCartLine[]): PricedCart => ({
  lines,
  bill: computeBill(
    lines.map((each) => ({
      unitPrice: money(each.priceCents),
      quantity: each.quantity,
      taxCategory: each.taxCategory,
    })),
    { currency: 'USD', tax: { prices: 'exclusive', rate: 0, rates: {}, rounding: 'line' } },
  ),
  promo: null,
  delivery: null,
});
/** Delivery for steps that only see pickups: asked for anything, the test fails. */
export const pickupOnly = {
  termsFor: async (): Promise<never> => {
    throw new Error('this test delivers nothing');
  },
  hoursAt: async (): Promise<never> => {
    throw new Error('this test delivers nothing');
  },
};
/** The menu as the steps read it: these dishes (by id and sections) and sections. */
export const menuOf = (dishes: Pick<MenuItem, '_id' | 'name' | 'sections'>[], sections: MenuSection[] = []) => ({
  snapshot: async () => ({
    byId: new Map(dishes.map((dish) => [dish._id, dish as MenuItem])),
    sections,
    body: Buffer.from('[]'),
    etag: '"menu"',
  }),
  // No dish is counted here: holding its stock takes nothing.
  stock: { hold: async () => {} },
});
export const ana: OrderPayer = {
  userId: 'user-ana',
  email: 'ana@bistro.test',
  name: 'Ana',
  phone: '+1 555 010 0199',
  verified: true,
  guest: null,
};
export const now = new Date('2026-11-26T18:00:00Z');

export function orderRecord(changes: Partial<OrderRecord> = {}): OrderRecord {
  return {
    id: 'order-1',
    number: 1001,
    userId: ana.userId,
    email: ana.email,
    customerName: ana.name,
    phone: ana.phone,
    status: 'awaiting_payment',
    totalCents: 2450,
    cartFingerprint: 'fingerprint',
    guestBrowser: null,
    placedFrom: null,
    intentId: null,
    clientSecret: null,
    pickupAt: new Date('2026-11-26T18:30:00Z'),
    note: null,
    createdAt: new Date(now.getTime() - 60_000),
    paidAt: null,
    paidDespite: null,
    refundedAt: null,
    refundId: null,
    refundedCents: 0,
    refundedTaxCents: 0,
    refundedDiscountCents: 0,
    refundedTipCents: 0,
    deliveryFeeCents: 0,
    deliveryFeeTaxCents: 0,
    refundedDeliveryFeeCents: 0,
    fulfilment: 'pickup',
    delivery: null,
    driverId: null,
    driverName: null,
    cancelReason: null,
    cancelNote: null,
    ...changes,
  } as OrderRecord;
}

/** The Problem a step throws, as its status and words. */
export async function refusal(step: () => unknown): Promise<[number, string]> {
  try {
    await step();
  } catch (error) {
    if (error instanceof Problem) return [error.statusCode, error.message];
    throw error;
  }
  throw new Error('the step did not refuse');
}
