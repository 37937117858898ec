import type { Order } from '@bistro/contract/orders';

/** A paid order of one dish, as the orders API answers it, with the fields a test sets changed. */
export function orderFixture(changes: Partial<Order> = {}): Order {
  return {
    _id: '0f0e0d0c-0b0a-4908-8706-050403020100',
    number: 1042,
    status: 'pending',
    email: 'dina@bistro.test',
    customerName: 'Dina Diner',
    phone: null,
    lines: [
      { id: 'line-1', menuID: 'dish-1', name: 'Salmon', quantity: 1, price: 12.5, choices: [], refundedQuantity: 0 },
    ],
    total: 12.5,
    bill: {
      currency: 'USD',
      taxIncluded: false,
      subtotal: 12.5,
      discount: 0,
      tax: 0,
      tip: 0,
      deliveryFee: 0,
      total: 12.5,
      promoCode: null,
    },
    createdAt: '2026-11-25T18:00:00.000Z',
    pickupAt: null,
    channel: 'online',
    fulfilment: { type: 'pickup' },
    table: null,
    ruleOverride: null,
    note: null,
    paidAt: '2026-11-25T18:01:00.000Z',
    paymentStatus: 'paid',
    paidAtTable: false,
    paymentMethod: 'card',
    tendered: null,
    paymentReference: 'pi_test_1042',
    issuer: { address: '12 Quay Street, Portsmouth', phone: '+44 23 9200 0000', taxNumber: null },
    paidDespite: null,
    addedTo: null,
    additions: [],
    refundedAt: null,
    refunded: 0,
    refunds: [],
    changes: [],
    cancellation: null,
    acceptBy: null,
    history: [],
    ...changes,
  };
}

/** What makes an order a round of table T4's tab, still due: spread over a fixture. */
export const asRound = {
  channel: 'table',
  table: 'T4',
  paymentStatus: 'due',
  paymentMethod: null,
  paidAt: null,
} as const;
