import type { StoredBill } from '@bistro/contract/bill-settings';
import { money } from '@bistro/contract/money';
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../../db/connect.ts';
import type { AuditRecord } from '../../audit/index.ts';
import type { Menu, MenuSnapshot } from '../../menu/index.ts';

import type { NewOrderLine, OrderLineRecord } from '../orders-repository.ts';
import { type AddLinesParts, addLines } from './add-lines.ts';
import { line, noTax, orderRecord, refusal } from './order-fixtures.testing.ts';

/** A line as the stock holds it: what `Menu['stock']['hold']` is given. */
type HeldLine = Parameters<Menu['stock']['hold']>[1]['lines'][number];

const carl = { id: 'user-carl', name: 'Carl Cook', email: 'carl@bistro.test', role: 'staff' } as const;

/** An order due at pickup of one soup ($10.00), with a $2.00 tip and a 10 % code. */
const due = orderRecord({
  status: 'pending',
  currency: 'USD',
  subtotalCents: 1000,
  discountCents: 100,
  taxCents: 0,
  tipCents: 200,
  totalCents: 1100,
  promoCode: 'TENOFF',
});
const soup: OrderLineRecord = {
  id: 'line-1',
  orderId: due.id,
  menuItemId: 'dish-Soup',
  name: 'Soup',
  quantity: 1,
  unitPriceCents: 1000,
  choices: [],
  discountCents: 100,
  taxCents: 0,
  refundedQuantity: 0,
};

function partsWith(changes: Partial<AddLinesParts> = {}) {
  const kept: {
    bill?: StoredBill;
    shares?: { id: string; discountCents: number; taxCents: number }[];
    lines?: NewOrderLine[];
    from?: number;
    held?: HeldLine[];
    audited?: AuditRecord[];
    announced?: boolean;
  } = {};
  const parts: AddLinesParts = {
    clock: { now: () => new Date('2026-11-22T12:00:00Z') },
    transaction: (work) => work({} as DbOrTx),
    orders: {
      linesOf: async () => [soup],
      addLines: async (_id, { bill, kept: shares, lines, fromTotalCents }) => {
        Object.assign(kept, { bill, shares, lines, from: fromTotalCents });
        return { order: { ...due, ...bill }, added: lines.map((line, index) => ({ lineId: `added-${index}`, line })) };
      },
      announce: async () => {
        kept.announced = true;
      },
    },
    audit: {
      record: async (entry) => {
        kept.audited = [...(kept.audited ?? []), entry];
      },
    },
    carts: { price: async (lines) => lines.map(({ menuId, quantity }) => line(menuId, 500, quantity)) },
    menu: {
      snapshot: async () => ({ byId: new Map() }) as unknown as MenuSnapshot,
      stock: {
        hold: async (_tx: DbOrTx, { lines }: { lines: readonly HeldLine[] }) => {
          kept.held = [...lines];
        },
      } as unknown as Menu['stock'],
    },
    restaurant: { bill: async () => noTax },
    promoCodes: { discountOf: async (code) => (code === 'TENOFF' ? { percent: 10 } : null) },
    ...changes,
  };
  return { parts, kept };
}

describe('add dishes to an order due at pickup', () => {
  it('makes the whole bill again: the kept lines at their prices, the new ones, the code on the new subtotal, the tip as it was', async () => {
    const { parts, kept } = partsWith();
    const changed = await addLines(parts, due, [{ menuId: 'Tea', quantity: 2 }], carl);
    expect(kept.bill).toEqual({
      currency: 'USD',
      taxIncluded: false,
      subtotalCents: 2000,
      discountCents: 200,
      taxCents: 0,
      tipCents: 200,
      deliveryFeeCents: 0,
      deliveryFeeTaxCents: 0,
      totalCents: 2000,
      promoCode: 'TENOFF',
    });
    expect(kept.from).toBe(1100);
    // Each line takes its share of the new bill: the code's $2.00 off shared by price, half each.
    expect(kept.shares).toEqual([{ id: 'line-1', discountCents: 100, taxCents: 0 }]);
    expect(kept.lines).toEqual([
      {
        menuItemId: 'dish-Tea',
        name: 'Tea',
        quantity: 2,
        unitPriceCents: 500,
        choices: [],
        discountCents: 100,
        taxCents: 0,
      },
    ]);
    // The dishes added hold their stock, on the line they went to.
    expect(kept.held).toEqual([{ lineId: 'added-0', menuItemId: 'dish-Tea', choiceIds: [], quantity: 2 }]);
    expect(kept.announced).toBe(true);
    expect(kept.audited).toEqual([
      {
        actor: carl,
        action: 'order.change',
        subject: { kind: 'order', id: due.id },
        before: { total: 11 },
        after: { number: due.number, total: 20, added: '2 × Tea' },
      },
    ]);
    expect(changed.totalCents).toBe(2000);
  });

  it('refuses a sold-out dish before anything changes', async () => {
    const { parts, kept } = partsWith({
      carts: { price: async () => [line('Tea', 500, 1, true)] },
    });
    expect(await refusal(() => addLines(parts, due, [{ menuId: 'Tea', quantity: 1 }], carl))).toEqual([
      409,
      'Tea is sold out for now: take it out of your cart to pay for the rest.',
    ]);
    expect(kept.bill).toBeUndefined();
  });

  it('changes nothing of an order paid or changed meanwhile (409)', async () => {
    const { parts, kept } = partsWith();
    parts.orders.addLines = async () => undefined;
    expect(await refusal(() => addLines(parts, due, [{ menuId: 'Tea', quantity: 1 }], carl))).toEqual([
      409,
      'Order #1001 was paid or changed meanwhile: look at it again.',
    ]);
    expect(kept.announced).toBeUndefined();
  });

  it('keeps a tip given as an amount, whatever the restaurant offers now', async () => {
    const { parts, kept } = partsWith({ restaurant: { bill: async () => ({ ...noTax, tipPresets: [] }) } });
    await addLines(
      parts,
      { ...due, promoCode: null, discountCents: 0, totalCents: 1200 },
      [{ menuId: 'Tea', quantity: 1 }],
      carl,
    );
    expect(kept.bill?.tipCents).toBe(money(200).amount);
    expect(kept.bill?.totalCents).toBe(1700);
  });
});
