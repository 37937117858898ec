import { describe, expect, it } from 'vitest';
import { dishesInWords, orderStatusPhrase, paymentPhrase } from './orders.ts';

describe('dishes in words', () => {
  const lines = [
    { quantity: 1, name: 'Soup' },
    { quantity: 2, name: 'Tea' },
  ];

  it('lists the dishes of a change or a refund as a sentence in the reader’s language', () => {
    expect(dishesInWords(lines, 'en')).toBe('1 × Soup and 2 × Tea');
    expect(dishesInWords([...lines, { quantity: 1, name: 'Cake' }], 'en')).toBe('1 × Soup, 2 × Tea, and 1 × Cake');
    expect(dishesInWords(lines, 'fr')).toBe('1 × Soup et 2 × Tea');
    expect(dishesInWords(lines, 'es')).toBe('1 × Soup y 2 × Tea');
    expect(dishesInWords([lines[0] as (typeof lines)[number]], 'de')).toBe('1 × Soup');
  });
});

describe('a table’s round in words', () => {
  const round = { channel: 'table', paymentStatus: 'due', paymentMethod: null } as const;

  it('is waiting for the kitchen, ready to serve, then served: never to pay at pickup', () => {
    expect(orderStatusPhrase({ ...round, status: 'pending' })).toBe('round_pending');
    expect(orderStatusPhrase({ ...round, status: 'preparing' })).toBe('preparing');
    expect(orderStatusPhrase({ ...round, status: 'ready' })).toBe('round_ready');
    expect(orderStatusPhrase({ ...round, status: 'completed' })).toBe('served');
    expect(orderStatusPhrase({ ...round, channel: 'counter', status: 'pending' })).toBe('due_pending');
  });

  it('is on the table’s tab until its payers pay it, paid at the table then, unless staff took it at the counter', () => {
    expect(paymentPhrase({ ...round, status: 'ready', paidAtTable: false })).toBe('on_tab');
    expect(paymentPhrase({ ...round, status: 'completed', paidAtTable: true })).toBe('paid_at_table');
    expect(paymentPhrase({ ...round, status: 'ready', paymentStatus: 'paid', paymentMethod: 'cash' })).toBe('cash');
    expect(paymentPhrase({ ...round, status: 'cancelled' })).toBe('nothing_paid');
    expect(paymentPhrase({ ...round, channel: 'phone', status: 'ready' })).toBe('at_pickup');
  });
});
