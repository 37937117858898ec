import type { Order, OrderStatus } from '@bistro/contract/orders';
import { describe, expect, it } from 'vitest';
import { orderFixture } from '@/test/order-fixture.ts';
import { findNewOrders } from './new-orders.ts';

function order(id: string, status: OrderStatus): Order {
  return orderFixture({
    _id: id,
    number: 1000 + Number(id.replace(/\D/g, '') || 0),
    status,
    paidAt: status === 'awaiting_payment' ? null : '2026-11-25T18:01:00.000Z',
  });
}

const ids = (orders: readonly Order[]) => orders.map((listed) => listed._id);

describe('findNewOrders', () => {
  it('finds none among the orders the board loads with, and knows them all', () => {
    const { fresh, known } = findNewOrders(null, [order('o1', 'pending'), order('o2', 'preparing')]);
    expect(fresh).toEqual([]);
    expect([...known].sort()).toEqual(['o1', 'o2']);
  });

  it('finds a pending order that was not known', () => {
    const first = findNewOrders(null, [order('o1', 'pending')]);
    const second = findNewOrders(first.known, [order('o1', 'pending'), order('o2', 'pending')]);
    expect(ids(second.fresh)).toEqual(['o2']);
  });

  it('finds each of several new orders at once (after a reconnection, say)', () => {
    const { known } = findNewOrders(null, []);
    const { fresh } = findNewOrders(known, [order('o1', 'pending'), order('o2', 'pending'), order('o3', 'ready')]);
    expect(ids(fresh)).toEqual(['o1', 'o2']);
  });

  it('does not count a status change as new', () => {
    const first = findNewOrders(null, [order('o1', 'pending'), order('o2', 'preparing')]);
    const second = findNewOrders(first.known, [order('o1', 'preparing'), order('o2', 'ready')]);
    expect(second.fresh).toEqual([]);
  });

  it('does not count one order twice', () => {
    const first = findNewOrders(null, []);
    const second = findNewOrders(first.known, [order('o1', 'pending')]);
    const third = findNewOrders(second.known, [order('o1', 'pending')]);
    expect(ids(second.fresh)).toEqual(['o1']);
    expect(third.fresh).toEqual([]);
    // Even when the list names it twice.
    expect(ids(findNewOrders(first.known, [order('o2', 'pending'), order('o2', 'pending')]).fresh)).toEqual(['o2']);
  });

  it('counts an order when it is paid, not while it awaits payment', () => {
    const first = findNewOrders(null, []);
    const waiting = findNewOrders(first.known, [order('o1', 'awaiting_payment')]);
    expect(waiting.fresh).toEqual([]);
    expect(waiting.known.has('o1')).toBe(false);
    expect(ids(findNewOrders(waiting.known, [order('o1', 'pending')]).fresh)).toEqual(['o1']);
  });

  it('does not count an order first seen past pending (another tablet took it meanwhile)', () => {
    const first = findNewOrders(null, []);
    const { fresh, known } = findNewOrders(first.known, [order('o1', 'preparing'), order('o2', 'cancelled')]);
    expect(fresh).toEqual([]);
    expect(known.has('o1')).toBe(true);
  });

  it('does not change the set it is given', () => {
    const known = new Set(['o1']);
    findNewOrders(known, [order('o2', 'pending')]);
    expect([...known]).toEqual(['o1']);
  });
});
