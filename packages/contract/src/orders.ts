import { z } from 'zod';
import { type BillRow, billBreakdownSchema } from './bill-settings.ts';
import { calendarDay } from './days.ts';
import { type FulfilmentType, orderFulfilmentSchema } from './fulfilment.ts';
import { uuidSchema } from './ids.ts';
import { intlLocaleOf, type Language } from './languages.ts';
import { fromMajor, isWholeMinor, subtract } from './money.ts';
import { chosenChoiceSchema } from './options.ts';
import { lineOfText, multilineText } from './text.ts';

/**
 * An order's life: `awaiting_payment` while the card is being paid (internal: nobody sees it on
 * the board), then `pending` (paid, waiting for the kitchen; where the owner wants each order
 * accepted, waiting for a cook's Accept until its `acceptBy`) → `preparing` → `ready` →
 * `completed` (picked up), or for a delivery `ready` → `out_for_delivery` → `delivered`; or
 * `cancelled` (refunded) from `pending` or `preparing`.
 */
export const orderStatuses = [
  'awaiting_payment',
  'pending',
  'preparing',
  'ready',
  'out_for_delivery',
  'delivered',
  'completed',
  'cancelled',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The statuses staff can move an order to, from the status it must be in. */
export const orderTransitions = {
  preparing: ['pending'],
  ready: ['preparing'],
  completed: ['ready'],
  out_for_delivery: ['ready'],
  delivered: ['out_for_delivery'],
  cancelled: ['pending', 'preparing'],
} as const satisfies Partial<Record<OrderStatus, readonly OrderStatus[]>>;
export type StaffOrderStatus = keyof typeof orderTransitions;
export const staffOrderStatuses = Object.keys(orderTransitions) as StaffOrderStatus[];

/** The moves only a delivery makes, and the only ones a driver may make. */
export const deliveryOrderStatuses = ['out_for_delivery', 'delivered'] as const satisfies readonly StaffOrderStatus[];
export type DeliveryOrderStatus = (typeof deliveryOrderStatuses)[number];
export const isDeliveryStatus = (status: OrderStatus): status is DeliveryOrderStatus =>
  (deliveryOrderStatuses as readonly OrderStatus[]).includes(status);

/** Where the diner has the food: picked up, or delivered. */
export const handedOverStatuses = ['completed', 'delivered'] as const satisfies readonly OrderStatus[];
export const isHandedOver = (status: OrderStatus): boolean =>
  (handedOverStatuses as readonly OrderStatus[]).includes(status);

/** Orders that count as sold: paid and not cancelled (a cancelled order is refunded). */
export const soldOrderStatuses = [
  'pending',
  'preparing',
  'ready',
  'out_for_delivery',
  'delivered',
  'completed',
] as const satisfies readonly OrderStatus[];

/** How an order reaches the diner, as far as its moves go. */
type HandOver = { fulfilment: { type: FulfilmentType } };

/** The next step on the kitchen board for an order (none once it is on its way or handed over). */
export function nextKitchenStatus(
  order: { status: OrderStatus } & HandOver,
): Exclude<StaffOrderStatus, 'cancelled'> | undefined {
  if (order.status === 'pending') return 'preparing';
  if (order.status === 'preparing') return 'ready';
  if (order.status === 'ready') return order.fulfilment.type === 'delivery' ? 'out_for_delivery' : 'completed';
  if (order.status === 'out_for_delivery') return 'delivered';
  return undefined;
}

/**
 * Whether staff may move an order from `from` to `to`: a pickup never goes out for delivery, and
 * a delivery is delivered, never picked up.
 */
export function canMoveOrder(from: OrderStatus, to: StaffOrderStatus, fulfilment: FulfilmentType): boolean {
  if (isDeliveryStatus(to) && fulfilment !== 'delivery') return false;
  if (to === 'completed' && fulfilment === 'delivery') return false;
  return (orderTransitions[to] as readonly OrderStatus[]).includes(from);
}

/**
 * Where an order was taken: the diner online, or staff at the counter or on the phone
 * (POST /api/counter-orders). Kept on the order; the board, the order page, receipts and reports show it.
 */
export const orderChannels = ['online', 'counter', 'phone', 'table'] as const;
export type OrderChannel = (typeof orderChannels)[number];

/**
 * How an order was paid: by card online (the payment provider), in cash, or by card on the
 * restaurant's own terminal at the counter (recorded, not charged here).
 */
export const paymentMethods = ['card', 'cash', 'card_present'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  card: 'Card online',
  cash: 'Cash',
  card_present: 'Card at the counter',
};

/** Whether an order's money is taken: `due` until it is paid (at pickup, or by its payment link). */
export const paymentStatuses = ['paid', 'due'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Why the kitchen cancels an order (`other` comes with the kitchen's own words, its note). */
export const kitchenCancellationReasons = ['sold_out', 'closing', 'other'] as const;
export type KitchenCancellationReason = (typeof kitchenCancellationReasons)[number];

/** Why an order was cancelled: the kitchen's reasons, or `not_accepted` (no cook accepted it by its `acceptBy`). */
export const cancellationReasons = [...kitchenCancellationReasons, 'not_accepted'] as const;
export type CancellationReason = (typeof cancellationReasons)[number];

/**
 * The words for each reason, in one place: `choice` as the kitchen picks it, `forDiner` as the
 * diner reads it in the mail and on the order page (for `other`, the kitchen's note says why).
 */
export const cancellationReasonWords: Record<CancellationReason, { choice: string; forDiner: string | null }> = {
  sold_out: { choice: 'A dish sold out', forDiner: 'A dish you ordered sold out.' },
  closing: { choice: 'The kitchen is closing', forDiner: 'The kitchen is closing.' },
  other: { choice: 'Another reason', forDiner: null },
  not_accepted: {
    choice: 'Not accepted in time',
    forDiner: 'The kitchen could not take it on in time, so nothing is cooked for you.',
  },
};

/** The longest note the kitchen may give with a cancellation. */
export const CANCELLATION_NOTE_MAX = 500;

/** Whether a cancellation for this reason must come with the kitchen's note: `other` says why only there. */
export const cancellationNeedsNote = (reason: CancellationReason | undefined) => reason === 'other';

/**
 * How a paid order reaches the kitchen, the owner's choice (the settings' `orders.accept`):
 * accepted at once (`auto`, as before), or waiting for a cook's Accept (`staff`): one nobody
 * accepts within `withinMinutes` of its payment is cancelled (`not_accepted`) and refunded.
 */
export const orderAcceptanceSchema = z.discriminatedUnion(
  'mode',
  [
    z.object({ mode: z.literal('auto') }),
    z.object({
      mode: z.literal('staff'),
      withinMinutes: z
        .number({ message: 'Minutes to accept must be a number' })
        .int('Minutes to accept must be a whole number')
        .min(1, 'Give the kitchen at least 1 minute to accept an order')
        .max(120, 'Minutes to accept can be at most 120'),
    }),
  ],
  { error: 'accept must be { mode: "auto" } or { mode: "staff", withinMinutes }' },
);
export type OrderAcceptance = z.infer<typeof orderAcceptanceSchema>;

/** Until an owner chooses: every paid order is accepted at once. */
export const DEFAULT_ORDER_ACCEPTANCE: OrderAcceptance = { mode: 'auto' };

/** The longest prep time a cook may give when accepting an order. */
export const MAX_PREP_MINUTES = 240;

/**
 * POST /api/orders/:id/accept (staff, admins): the cook takes the order on; with `prepMinutes`,
 * its pickup time becomes at least that long from now (never earlier than the diner chose).
 */
export const acceptOrderSchema = z.object({
  prepMinutes: z
    .number({ message: 'must be a number of minutes' })
    .int('must be a whole number of minutes')
    .min(1, 'must be at least 1 minute')
    .max(MAX_PREP_MINUTES, `must be at most ${MAX_PREP_MINUTES} minutes`)
    .optional()
    .describe('Minutes the kitchen needs from now: the pickup time moves to then if that is later'),
});
export type AcceptOrder = z.infer<typeof acceptOrderSchema>;

/** Why an order was cancelled, as the diner reads it: the reason's words, then the kitchen's note. */
export function cancellationText({ reason, note }: { reason: CancellationReason; note: string | null }): string {
  return [cancellationReasonWords[reason].forDiner, note].filter(Boolean).join(' ');
}

export const orderLineSchema = z.object({
  /** The line's own id (a dish with its choices, once per order): a refund names the lines it gives back. */
  id: z.string(),
  menuID: z.string(),
  name: z.string(),
  quantity: z.number().int().positive(),
  /** The price of one, in dollars, as charged (with what its choices added). */
  price: z.number(),
  /** The choices as they were ordered (their names then, and what each added). */
  choices: z.array(chosenChoiceSchema),
  /** How many of the line were refunded (0: none). */
  refundedQuantity: z.number().int().nonnegative(),
});

export const orderEventSchema = z.object({
  status: z.enum(orderStatuses),
  at: z.string().describe('ISO 8601'),
  /** Who made the change: a staff member's name, or null for the system (payment confirmed, provider). */
  by: z.string().nullable(),
});

/** Who issued an order's receipt: the restaurant's address, phone and tax number when it was paid, each when set. */
export const receiptIssuerSchema = z.object({
  /** The restaurant's name then (absent on orders paid before the name was kept). */
  name: z.string().optional(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  taxNumber: z.string().nullable(),
});
export type ReceiptIssuer = z.infer<typeof receiptIssuerSchema>;

/** An order as its diner and the kitchen see it. */
export const orderSchema = z.object({
  _id: z.string(),
  /** A short number to call out at the counter. */
  number: z.number().int(),
  status: z.enum(orderStatuses),
  email: z.string(),
  customerName: z.string(),
  /** Where the restaurant calls the diner about this order (null for orders made before phones were asked). */
  phone: z.string().nullable(),
  lines: z.array(orderLineSchema),
  /** The total charged, in major units (dollars). */
  total: z.number(),
  /** How the total is made: subtotal, discount, tax, tip (the total again, and the currency). */
  bill: billBreakdownSchema,
  createdAt: z.string(),
  /** When the diner picks it up (null for orders made before pickup times). */
  pickupAt: z.string().nullable(),
  /** Where it was taken: online, at the counter, on the phone, or ordered from a table's card. */
  channel: z.enum(orderChannels),
  /** Picked up, or delivered (with the address, the note for the driver, the fee, the arrival estimate). */
  fulfilment: orderFulfilmentSchema,
  /** A round ordered at a table (channel `table`): the table's name; null for any other order. */
  table: z.string().nullable(),
  /**
   * A rule of the restaurant's hours or pickup times staff took the order despite (entering it at
   * the counter or on the phone): the rule's words and the staff's reason; null when none was.
   */
  ruleOverride: z.object({ rule: z.string(), reason: z.string() }).nullable(),
  /** The diner's note for the kitchen. */
  note: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** `paid`, or `due` while nothing is paid yet (to pay at pickup, or by the payment link). */
  paymentStatus: z.enum(paymentStatuses),
  /**
   * A table's round its tab's payers paid: some of its dishes, or so much of the tab that less
   * than its bill is left. Never paid as an order itself (`paymentStatus` stays `due`), it is not
   * taken at the counter. False for any other order.
   */
  paidAtTable: z.boolean(),
  /** How it was paid (null while due). */
  paymentMethod: z.enum(paymentMethods).nullable(),
  /** For cash: what the diner handed over, in major units (the change is this less the total); null otherwise. */
  tendered: z.number().nullable(),
  /** The payment provider's id of the payment (printed on the receipt); null while unpaid. */
  paymentReference: z.string().nullable(),
  /**
   * The receipt's issuer as the restaurant stood when the order was paid (a later change of its
   * address or tax number does not rewrite it); null while unpaid, and for orders paid before it was kept.
   */
  issuer: receiptIssuerSchema.nullable(),
  /**
   * For the kitchen: what changed between the start of the payment and its success, when a rule
   * it started under no longer held ("Paid after Soup was marked sold out."); null otherwise.
   */
  paidDespite: z.string().nullable(),
  /** When the refund of a cancelled order went through (null while it is being retried). */
  refundedAt: z.string().nullable(),
  /**
   * What was given back, in major units (0 when nothing was): the partial refunds, or once a
   * cancelled order's refund went through, the whole total.
   */
  refunded: z.number(),
  /** The order's partial refunds, oldest first (docs/counter.md). */
  refunds: z.array(
    z.object({
      id: z.string(),
      /** What was given back, in major units. */
      amount: z.number(),
      reason: z.string(),
      at: z.string().describe('ISO 8601'),
      /** The lines refunded, and how many of each (none: an amount). */
      lines: z.array(z.object({ lineId: z.string(), name: z.string(), quantity: z.number().int() })),
      /** Whether the dishes went back on sale. */
      restock: z.boolean(),
      /** Who refunded it: a staff member's first name. */
      by: z.string().nullable(),
    }),
  ),
  /**
   * Dishes added to a paid order are an order of their own with its own payment (docs/counter.md):
   * on that order, the order they were added to; null on any other.
   */
  addedTo: z.object({ id: z.string(), number: z.number().int() }).nullable(),
  /** On a paid order, the orders of the dishes added to it since, oldest first: each with its total (major units) and whether it is paid. */
  additions: z.array(
    z.object({
      id: z.string(),
      number: z.number().int(),
      total: z.number(),
      status: z.enum(orderStatuses),
      paymentStatus: z.enum(paymentStatuses),
    }),
  ),
  /** Dishes staff added to it or took off it while it was due at pickup, oldest first (docs/counter.md). */
  changes: z.array(
    z.object({
      at: z.string().describe('ISO 8601'),
      added: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
      removed: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
      /** Why dishes were taken off (null for an addition). */
      reason: z.string().nullable(),
      /** Who changed it: a staff member's first name. */
      by: z.string().nullable(),
    }),
  ),
  /**
   * Why the kitchen cancelled it, with its note for the diner (the note may be null, except for
   * `other`); null for an order that is not cancelled, or was cancelled before reasons were asked.
   */
  cancellation: z.object({ reason: z.enum(cancellationReasons), note: z.string().nullable() }).nullable(),
  /**
   * Where the owner wants each order accepted: until when a cook may accept it (ISO), after which
   * it is cancelled (`not_accepted`) and refunded; it waits while `status` is `pending`. Null for
   * an order that was accepted at once.
   */
  acceptBy: z.string().nullable(),
  history: z.array(orderEventSchema),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * Which words say an order's status to its diner and the kitchen: its status's own, or one of
 * the phrases a due order, a table's round (on its tab, served at the table), a delivery's ready
 * and a driver's name call for. Pages translate it by this name (apps/web/src/lib/order-words.ts).
 */
export type OrderStatusPhrase =
  | OrderStatus
  | 'due_pending'
  | 'due_cancelled'
  | 'round_pending'
  | 'round_ready'
  | 'served'
  | 'ready_to_go_out'
  | 'out_with_driver';

export function orderStatusPhrase({
  status,
  paymentStatus,
  fulfilment,
  channel,
}: Pick<Order, 'status' | 'paymentStatus'> & {
  fulfilment?: Pick<Order['fulfilment'], 'type' | 'driver'>;
  channel?: OrderChannel;
}): OrderStatusPhrase {
  if (channel === 'table' && status === 'pending') return 'round_pending';
  if (channel === 'table' && status === 'ready') return 'round_ready';
  if (channel === 'table' && status === 'completed') return 'served';
  if (paymentStatus === 'due' && status === 'pending') return 'due_pending';
  if (paymentStatus === 'due' && status === 'cancelled') return 'due_cancelled';
  if (fulfilment?.type === 'delivery' && status === 'ready') return 'ready_to_go_out';
  if (status === 'out_for_delivery' && fulfilment?.driver) return 'out_with_driver';
  return status;
}

/** The steps an order goes through to its diner, as their page shows its progress. */
export const orderSteps = (fulfilment: FulfilmentType): OrderStatus[] =>
  fulfilment === 'delivery'
    ? ['pending', 'preparing', 'ready', 'out_for_delivery', 'delivered']
    : ['pending', 'preparing', 'ready', 'completed'];

/**
 * How the order is paid, by name (pages translate it by this name): a table's round not paid at
 * the counter is on its tab, or paid at the table.
 */
export type PaymentPhrase = PaymentMethod | 'by_link' | 'nothing_paid' | 'at_pickup' | 'on_tab' | 'paid_at_table';

export function paymentPhrase({
  status,
  paymentStatus,
  paymentMethod,
  channel,
  paidAtTable,
}: Pick<Order, 'status' | 'paymentStatus' | 'paymentMethod'> &
  Partial<Pick<Order, 'channel' | 'paidAtTable'>>): PaymentPhrase {
  if (paymentStatus === 'paid' && paymentMethod) return paymentMethod;
  if (status === 'awaiting_payment') return 'by_link';
  if (status === 'cancelled') return 'nothing_paid';
  if (channel === 'table') return paidAtTable ? 'paid_at_table' : 'on_tab';
  return 'at_pickup';
}

/** Whether this order waits for a cook's Accept (it is cancelled and refunded at `acceptBy` otherwise). */
export const awaitsAcceptance = (order: Pick<Order, 'status' | 'acceptBy'>): boolean =>
  order.status === 'pending' && order.acceptBy !== null;

export const orderIdSchema = z.object({ id: uuidSchema('Order id') });

/** GET /api/orders: staff and admins see every order (filtered), anyone else their own. */
export const ordersQuerySchema = z.object({
  status: z
    .union([z.enum(orderStatuses), z.array(z.enum(orderStatuses))])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .optional(),
  /** A day in the restaurant's time zone, YYYY-MM-DD: orders paid (or created) that day. */
  date: calendarDay('date must be a day as YYYY-MM-DD').optional(),
});

const reasonList = kitchenCancellationReasons.join(', ');

/**
 * PATCH /api/orders/:id (staff, admins): `{ status }` for the next step, or
 * `{ status: 'cancelled', reason, note? }` to cancel and refund; `reason` comes with a
 * cancellation and only with one, and `other` needs a note saying why.
 */
export const changeOrderStatusSchema = z
  .object({
    status: z.enum(staffOrderStatuses as [StaffOrderStatus], {
      error: `must be one of ${staffOrderStatuses.join(', ')}`,
    }),
    reason: z
      .enum(kitchenCancellationReasons, { error: `must be one of ${reasonList}` })
      .optional()
      .describe('Why the order is cancelled: required with status `cancelled`, refused otherwise'),
    note: multilineText({ label: 'The note', max: CANCELLATION_NOTE_MAX })
      .optional()
      .describe('The kitchen’s words for the diner: optional, required with reason `other`'),
  })
  .superRefine((change, context) => {
    if (change.status === 'cancelled' && !change.reason) {
      context.addIssue({
        code: 'custom',
        path: ['reason'],
        message: `is required to cancel an order: one of ${reasonList}`,
      });
    }
    if (change.status !== 'cancelled' && (change.reason || change.note !== undefined)) {
      context.addIssue({
        code: 'custom',
        path: [change.reason ? 'reason' : 'note'],
        message: 'is only for cancelling an order',
      });
    }
    if (cancellationNeedsNote(change.reason) && !change.note) {
      context.addIssue({ code: 'custom', path: ['note'], message: 'is required with reason other: say why' });
    }
  });
export type ChangeOrderStatus = z.infer<typeof changeOrderStatusSchema>;

/**
 * The kitchen's cancel dialog, in the words it shows: a reason, and the note for the diner (the
 * same rules as PATCH /api/orders/:id). A blank note is left out of the cancellation.
 */
export const cancellationFormSchema = z
  .object({
    reason: z.enum(kitchenCancellationReasons, { error: 'Pick why the order is cancelled.' }),
    note: multilineText({ label: 'The note', max: CANCELLATION_NOTE_MAX }),
  })
  .superRefine(({ reason, note }, context) => {
    if (cancellationNeedsNote(reason) && !note) {
      context.addIssue({ code: 'custom', path: ['note'], message: 'Say why in the note: the diner reads it.' });
    }
  })
  .transform(({ reason, note }) => ({ reason, ...(note ? { note } : {}) }));

/** One `order` message of the live stream (GET /api/events): an order as it is now, after a change. */
export const orderStreamEventSchema = z.object({ type: z.literal('order'), order: orderSchema });
export type OrderStreamEvent = z.infer<typeof orderStreamEventSchema>;

/** The longest reason a refund may be given with. */
export const REFUND_REASON_MAX = 500;

/** Chosen lines of an order (their ids), with how many of each: what a refund or a removal takes. */
export const orderLineCountsSchema = z
  .array(
    z.object({
      lineId: uuidSchema('lineId'),
      quantity: z.number().int('quantity must be a whole number').min(1, 'quantity must be at least 1'),
    }),
  )
  .min(1, 'Choose at least one line')
  .max(100)
  .refine((lines) => new Set(lines.map((line) => line.lineId)).size === lines.length, 'Each line once');

/**
 * POST /api/orders/:id/refunds (staff, admins; header Idempotency-Key): chosen lines with how
 * many of each, or an amount (major units), with the reason the diner is mailed; `restock` puts
 * the refunded lines' dishes back on sale (their stock counts).
 */
export const createRefundSchema = z
  .object({
    lines: orderLineCountsSchema.optional(),
    amount: z
      .number({ message: 'amount must be a number' })
      .positive('amount must be more than 0')
      .max(100_000)
      .refine((value) => isWholeMinor(value), 'amount can have at most the currency’s decimals')
      .optional(),
    reason: lineOfText({ label: 'The reason', min: 1, max: REFUND_REASON_MAX }),
    restock: z.boolean().optional(),
    deliveryFee: z
      .boolean()
      .optional()
      .describe(
        'A delivery order’s fee goes back (with its tax) with the refund that leaves no dish unrefunded, unless false; true gives it back now',
      ),
  })
  .superRefine((refund, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if ((refund.lines === undefined) === (refund.amount === undefined)) {
      issue('lines', 'Send the lines to refund or an amount, not both');
    }
    if (refund.restock !== undefined && refund.lines === undefined) {
      issue('restock', 'Only refunded lines go back on sale: send lines with restock');
    }
    if (refund.deliveryFee !== undefined && refund.lines === undefined) {
      issue('deliveryFee', 'An amount is what it says: send lines with deliveryFee');
    }
  });
export type CreateRefund = z.infer<typeof createRefundSchema>;

/** What a refund answers (201): the refund, and the order's refunded and remaining amounts, in major units. */
export const refundCreatedSchema = z.object({
  refund: z.object({ id: z.string(), amount: z.number() }),
  refunded: z.number(),
  remaining: z.number(),
});
export type RefundCreated = z.infer<typeof refundCreatedSchema>;

/** A line as the refund dialog offers it: its id, and how many of it are left to refund. */
export interface RefundableLine {
  id: string;
  left: number;
}

/**
 * The staff's refund dialog, in the words it shows: how many of each line (a field per line,
 * empty for none), or an amount; the reason the diner reads; whether the dishes go back on sale.
 * It makes the body of POST /api/orders/:id/refunds, never more of a line than is left of it.
 */
export const refundFormSchema = (lines: readonly RefundableLine[]) =>
  z
    .object({
      kind: z.enum(['lines', 'amount']),
      quantities: z.record(z.string(), z.string()),
      amount: z.string(),
      reason: lineOfText({ label: 'The reason', min: 1, max: REFUND_REASON_MAX }),
      restock: z.boolean(),
    })
    .superRefine((form, context) => {
      const issue = (path: (string | number)[], message: string) => context.addIssue({ code: 'custom', path, message });
      if (form.kind === 'amount') {
        const amount = Number(form.amount.trim().replace(',', '.'));
        if (!form.amount.trim() || !(amount > 0) || !isWholeMinor(amount)) {
          issue(['amount'], 'Say how much to refund, e.g. 4.50');
        }
        return;
      }
      let chosen = 0;
      for (const { id, left } of lines) {
        const text = form.quantities[id]?.trim() ?? '';
        if (text === '') continue;
        const count = Number(text);
        if (!Number.isInteger(count) || count < 0) issue(['quantities', id], 'A whole number, or empty for none');
        else if (count > left) issue(['quantities', id], `At most ${left}`);
        else chosen += count;
      }
      if (chosen === 0) issue(['kind'], 'Choose how many of a dish to refund, or refund an amount');
    })
    .transform(({ kind, quantities, amount, reason, restock }): CreateRefund => {
      if (kind === 'amount') return { amount: Number(amount.trim().replace(',', '.')), reason };
      const chosen = lines.flatMap(({ id }) => {
        const quantity = Number(quantities[id]?.trim() || 0);
        return quantity > 0 ? [{ lineId: id, quantity }] : [];
      });
      return { lines: chosen, reason, restock };
    });

/**
 * The rows an order's partial refunds add under its bill, as the order page, the receipt and the
 * mail show them: what was refunded, and what was paid less it. None while nothing was refunded,
 * nor once the order is cancelled (which says it was refunded in full).
 */
export function refundRows(order: Pick<Order, 'status' | 'total' | 'refunded' | 'bill'>): BillRow[] {
  if (order.refunded === 0 || order.status === 'cancelled') return [];
  const amount = (major: number) => fromMajor(major, order.bill.currency);
  return [
    { kind: 'refunded', label: 'Refunded', amount: amount(-order.refunded) },
    {
      kind: 'paid_less_refunds',
      label: 'Paid, less refunds',
      amount: subtract(amount(order.total), amount(order.refunded)),
    },
  ];
}

/**
 * Some dishes in words, in a language: "1 × Soup and 2 × Tea" ("1 × Soupe et 2 × Thé"), the one
 * way the receipt, the staff's pages and the mails list the dishes of a change or a refund.
 */
export const dishesInWords = (lines: readonly { quantity: number; name: string }[], language: Language): string =>
  new Intl.ListFormat(intlLocaleOf(language)).format(lines.map((line) => `${line.quantity} × ${line.name}`));
