import type { Order } from '@bistro/contract/orders';

export interface NewOrders {
  /** The new paid orders, to announce (the kitchen's chime). */
  fresh: Order[];
  /** Every paid order seen so far, whatever its status: the `known` of the next look. */
  known: ReadonlySet<string>;
}

/**
 * Which orders of the board are new paid orders: `pending` ones that were not known before.
 * `known` is `null` at the board's first look, whose orders were there already (none of them is
 * new). A paid order becomes known in any status, so a status change is never new, nor is an
 * order twice; an order still awaiting payment is not known yet, so its payment makes it new.
 */
export function findNewOrders(known: ReadonlySet<string> | null, orders: readonly Order[]): NewOrders {
  const next = new Set(known);
  const fresh: Order[] = [];
  for (const order of orders) {
    if (order.status === 'awaiting_payment') continue;
    if (known && order.status === 'pending' && !next.has(order._id)) fresh.push(order);
    next.add(order._id);
  }
  return { fresh, known: next };
}
