import { z } from 'zod';
import { uuidSchema } from './ids.ts';

/**
 * An order's life: `awaiting_payment` while the card is being paid (internal: nobody sees it on
 * the board), then `pending` (paid, waiting for the kitchen) → `preparing` → `ready` →
 * `completed`, or `cancelled` (refunded) from `pending` or `preparing`.
 */
export const orderStatuses = ['awaiting_payment', 'pending', 'preparing', 'ready', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The statuses staff can move an order to, from the status it must be in. */
export const orderTransitions = {
  preparing: ['pending'],
  ready: ['preparing'],
  completed: ['ready'],
  cancelled: ['pending', 'preparing'],
} as const satisfies Partial<Record<OrderStatus, readonly OrderStatus[]>>;
export type StaffOrderStatus = keyof typeof orderTransitions;
export const staffOrderStatuses = Object.keys(orderTransitions) as StaffOrderStatus[];

/** The next step on the kitchen board for an order in this status (none once it is ready to hand over). */
export const nextKitchenStatus: Partial<Record<OrderStatus, StaffOrderStatus>> = {
  pending: 'preparing',
  preparing: 'ready',
  ready: 'completed',
};

/** Whether staff may move an order from `from` to `to`. */
export function canMoveOrder(from: OrderStatus, to: StaffOrderStatus): boolean {
  return (orderTransitions[to] as readonly OrderStatus[]).includes(from);
}

/** The words for each status, as the diner and the kitchen read them. */
export const orderStatusLabels: Record<OrderStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  pending: 'Paid, waiting for the kitchen',
  preparing: 'Being prepared',
  ready: 'Ready for pickup',
  completed: 'Picked up',
  cancelled: 'Cancelled and refunded',
};

export const orderLineSchema = z.object({
  menuID: z.string(),
  name: z.string(),
  quantity: z.number().int().positive(),
  /** The price of one, in dollars, as charged. */
  price: z.number(),
});

export const orderEventSchema = z.object({
  status: z.enum(orderStatuses),
  at: z.string().describe('ISO 8601'),
  /** Who made the change: a staff member's name, or null for the system (payment confirmed, provider). */
  by: z.string().nullable(),
});

/** An order as its diner and the kitchen see it. */
export const orderSchema = z.object({
  _id: z.string(),
  /** A short number to call out at the counter. */
  number: z.number().int(),
  status: z.enum(orderStatuses),
  email: z.string(),
  customerName: z.string(),
  lines: z.array(orderLineSchema),
  /** The total charged, in dollars. */
  total: z.number(),
  createdAt: z.string(),
  /** When the diner picks it up (null for orders made before pickup times). */
  pickupAt: z.string().nullable(),
  /** The diner's note for the kitchen. */
  note: z.string().nullable(),
  paidAt: z.string().nullable(),
  /**
   * For the kitchen: what changed between the start of the payment and its success, when a rule
   * it started under no longer held ("Paid after Soup was marked sold out."); null otherwise.
   */
  paidDespite: z.string().nullable(),
  /** When the refund of a cancelled order went through (null while it is being retried). */
  refundedAt: z.string().nullable(),
  history: z.array(orderEventSchema),
});
export type Order = z.infer<typeof orderSchema>;

export const orderIdSchema = z.object({ id: uuidSchema('Order id') });

/** GET /api/orders: staff and admins see every order (filtered), anyone else their own. */
export const ordersQuerySchema = z.object({
  status: z
    .union([z.enum(orderStatuses), z.array(z.enum(orderStatuses))])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .optional(),
  /** A day in the restaurant's time zone, YYYY-MM-DD: orders paid (or created) that day. */
  date: z.iso.date({ message: 'date must be a day as YYYY-MM-DD' }).optional(),
});

/** PATCH /api/orders/:id (staff, admins). */
export const changeOrderStatusSchema = z.object({ status: z.enum(staffOrderStatuses as [StaffOrderStatus]) });

/** One message of GET /api/orders/events: an order as it is now, after a change. */
export const orderStreamEventSchema = z.object({ type: z.literal('order'), order: orderSchema });
export type OrderStreamEvent = z.infer<typeof orderStreamEventSchema>;
