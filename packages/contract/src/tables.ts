import { z } from 'zod';
import { tipChoiceSchema } from './bill-settings.ts';
import { counterLinesSchema, counterSettlementSchema } from './counter.ts';
import { emailSchema, personNameSchema } from './identity.ts';
import { languageSchema } from './language-schemas.ts';
import { orderStatuses, paymentMethods } from './orders.ts';
import { lineOfText } from './text.ts';

/**
 * At the table (docs/tables.md): each table of the booking set-up has a code printed on its card
 * (`PUBLIC_URL/t/<code>`); while staff have it open, the table has a tab that gathers the rounds
 * ordered from the card, each an order the kitchen makes like any other.
 */

/** A table's state for staff: free, open with a tab, or open and asking for the bill. */
export const tableStates = ['free', 'open', 'bill'] as const;
export type TableState = (typeof tableStates)[number];

/** A tab: open while the table takes rounds, closed once paid (or closed by staff). */
export const tabStatuses = ['open', 'closed'] as const;
export type TabStatus = (typeof tabStatuses)[number];

/**
 * A payment of a tab: a card payment is `held` from when the payer asks until the charge is
 * confirmed (`paid`), or `released` (its hold lapsed unpaid, or its charge came too late and went
 * back); staff's cash or terminal payment is paid at once.
 */
export const tabPaymentStatuses = ['held', 'paid', 'released'] as const;
export type TabPaymentStatus = (typeof tabPaymentStatuses)[number];
export const tabSplitKinds = ['all', 'equal', 'lines', 'amount'] as const;
export type TabSplitKind = (typeof tabSplitKinds)[number];

/** `/api/tables/:name`: a table of the set-up, by its name. */
export const tableNameParamsSchema = z.object({
  name: lineOfText({ label: 'Table name', min: 1, max: 40 }),
});

/** The code on a table's card: random and long (base64url), checked for shape before it is looked up. */
export const tableCodeParamsSchema = z.object({
  code: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,64}$/, 'This is not a table’s code')
    .describe('The code printed on the table’s card'),
});

/** A table's page, the address its card carries (the web app's `/t/:code`). */
export const tablePagePath = (code: string) => `/t/${code}`;

/** The code in a table's page's path; null for any other path, or a code no card can carry. */
export function tableCodeOfPath(path: string): string | null {
  const code = /^\/t\/([^/]+)$/.exec(path)?.[1];
  return code !== undefined && tableCodeParamsSchema.safeParse({ code }).success ? code : null;
}

/** A tab as staff see it on the Tables page: when it was opened, how many rounds, what they come to. */
export const tableTabSummarySchema = z.object({
  id: z.string(),
  openedAt: z.string().describe('ISO 8601'),
  rounds: z.number().int(),
  /** The sum of its rounds, in major units. */
  total: z.number(),
  paid: z.number(),
  due: z.number(),
  /** Opened by a diner's first round, which waits for the kitchen's confirmation (docs/tables.md). */
  waitingForKitchen: z.boolean(),
});
export type TableTabSummary = z.infer<typeof tableTabSummarySchema>;

/** GET /api/tables (staff, admins): each table of the set-up with its code and state. */
export const staffTableSchema = z.object({
  name: z.string(),
  seats: z.number().int(),
  code: z.string().describe('The code on its card: the diner’s link is PUBLIC_URL/t/<code>'),
  state: z.enum(tableStates),
  tab: tableTabSummarySchema.nullable().describe('The open tab; null while the table is free'),
});
export type StaffTable = z.infer<typeof staffTableSchema>;
export const staffTablesSchema = z.array(staffTableSchema);

/** A line of a tab: one line of one of its rounds. */
export const tabLineSchema = z.object({
  id: z.string(),
  menuID: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  /** The line's price as charged (one, with its choices), in major units. */
  price: z.number(),
});
export type TabLine = z.infer<typeof tabLineSchema>;

/** A round: one order of the tab, with what the kitchen is doing with it. */
export const tabRoundSchema = z.object({
  id: z.string().describe('The order’s id'),
  number: z.number().int(),
  status: z.enum(orderStatuses),
  /** Who ordered it: the name they gave, or the table's. */
  name: z.string(),
  createdAt: z.string().describe('ISO 8601'),
  lines: z.array(tabLineSchema),
  /** The round's bill, in major units. */
  total: z.number(),
});
export type TabRound = z.infer<typeof tabRoundSchema>;

/** A table's tab: its rounds, their lines, and the money (major units); total = the sum of its rounds. */
export const tabSchema = z.object({
  id: z.string(),
  status: z.enum(tabStatuses),
  openedAt: z.string().describe('ISO 8601'),
  rounds: z.array(tabRoundSchema),
  lines: z.array(tabLineSchema),
  total: z.number(),
  paid: z.number(),
  due: z.number(),
  /**
   * The tab was opened by a diner's first round (the owner's setting), which waits for the
   * kitchen's confirmation: no further round or payment until the kitchen accepts it; refused, the
   * tab closes.
   */
  waitingForKitchen: z.boolean(),
});
export type Tab = z.infer<typeof tabSchema>;

/** POST /api/tables/:name/open → 201: the table's new tab. */
export const openedTabSchema = z.object({ table: z.string(), tab: tabSchema });
export type OpenedTab = z.infer<typeof openedTabSchema>;

/** GET /api/t/:code (no account): the table, and its tab while it is open (null: the table takes no rounds). */
export const tableAtHandSchema = z.object({
  table: z.string(),
  tab: tabSchema.nullable(),
  /** While the table is not open: whether a round sent now opens it (the owner's setting), the kitchen confirming it. */
  firstRoundOpens: z.boolean(),
  /**
   * While the table is not open: the kitchen refused the first round that opened its last tab
   * (within the last FIRST_ROUND_REFUSAL_SHOWN_MINUTES), and when; null otherwise.
   */
  firstRoundRefusedAt: z.string().nullable().describe('ISO 8601'),
});
export type TableAtHand = z.infer<typeof tableAtHandSchema>;

/** How long a table's page says that the kitchen refused the first round that opened its tab. */
export const FIRST_ROUND_REFUSAL_SHOWN_MINUTES = 30;

/**
 * How long the kitchen has to confirm a first round that opened a table, where the owner does not
 * have every order accepted by a cook (then it is their minutes to accept).
 */
export const FIRST_ROUND_CONFIRM_MINUTES = 10;

/** The most rounds one tab takes: no table orders more in a sitting, and a card found online orders no more. */
export const TAB_MAX_ROUNDS = 40;

/** POST /api/t/:code/rounds: the dishes of a round, and the name the kitchen may call. */
export const newRoundSchema = z.object({
  lines: counterLinesSchema,
  name: personNameSchema.optional().describe('Who ordered the round, for the kitchen to call'),
});
export type NewRound = z.infer<typeof newRoundSchema>;

/** POST /api/t/:code/rounds → 201: the round as the kitchen got it, and the tab with it. */
export const placedRoundSchema = z.object({ table: z.string(), tab: tabSchema, round: tabRoundSchema });
export type PlacedRound = z.infer<typeof placedRoundSchema>;

/**
 * The live stream's topic of a table, its name the subject: published at each change of its tab, of
 * a round on it or of a payment of it. The diners' page follows it (GET /api/t/:code/events): a
 * `table` frame says to read the tab again.
 */
export const TABLE_TOPIC = 'table';

/** The name a round is kept under when the diner gives none: the table's. */
export const roundName = (table: string, name: string | undefined) => name ?? `Table ${table}`;

/** The most parts a tab's bill is split in: no table seats more, and 1,000 parts of a bill is a mistake. */
export const TAB_SPLIT_MAX_PARTS = 30;

/**
 * What a payer pays of the tab: all that is due, an equal share of it (an N-th of what is due when
 * asked), the lines they choose (their dishes, each with its part of its round's tax), or an amount.
 */
export const tabSplitSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('all') }),
    z.object({
      kind: z.literal('equal'),
      parts: z
        .number({ message: 'must be a number of parts' })
        .int('must be a whole number of parts')
        .min(2, 'must be at least 2 parts')
        .max(TAB_SPLIT_MAX_PARTS, `must be at most ${TAB_SPLIT_MAX_PARTS} parts`),
    }),
    z.object({
      kind: z.literal('lines'),
      lineIds: z.array(z.string().uuid('must be the id of a line of the tab')).min(1, 'must name a line').max(200),
    }),
    z.object({
      kind: z.literal('amount'),
      amount: z
        .number({ message: 'must be an amount' })
        .positive('must be more than 0')
        .max(100_000, 'must be at most 100,000')
        .describe('Major units'),
    }),
  ],
  { error: 'kind must be one of all, equal, lines, amount' },
);
export type TabSplit = z.infer<typeof tabSplitSchema>;

/** POST /api/t/:code/payments: what of the tab this payer pays, their tip, and where their receipt is mailed. */
export const newTabPaymentSchema = z.object({
  split: tabSplitSchema,
  tip: tipChoiceSchema.optional().describe('A percentage of the share, or an amount (major units)'),
  email: emailSchema.optional().describe('Where the receipt is mailed'),
  language: languageSchema
    .optional()
    .describe('The language of the page it is paid from: its mails are written in it (one not offered: the default)'),
});
export type NewTabPayment = z.infer<typeof newTabPaymentSchema>;

/** POST /api/t/:code/payments → 201: the payment to confirm by card, and what it charges (share and tip, major units). */
export const startedTabPaymentSchema = z.object({
  paymentId: z.string(),
  clientSecret: z.string().describe('Confirmed with Stripe.js (or the test provider)'),
  amount: z.number().describe('What the card is charged: the share and the tip'),
});
export type StartedTabPayment = z.infer<typeof startedTabPaymentSchema>;

/** `/api/t/:code/payments/:paymentId`. */
export const tabPaymentParamsSchema = tableCodeParamsSchema.extend({ paymentId: z.string().uuid('No such payment') });

/** A payer's receipt: what they paid of the table's tab, and how (major units). */
export const tabReceiptSchema = z.object({
  id: z.string(),
  table: z.string(),
  split: z.enum(tabSplitKinds),
  /** Their share of the bill, its tax (the tab's tax in proportion) and their tip. */
  share: z.number(),
  tax: z.number(),
  tip: z.number(),
  /** What was charged: the share and the tip. */
  total: z.number(),
  currency: z.string(),
  method: z.enum(paymentMethods),
  paidAt: z.string().describe('ISO 8601'),
  /** Whether this payment paid the last of the tab (it closed, the table is free). */
  tabClosed: z.boolean(),
});
export type TabReceipt = z.infer<typeof tabReceiptSchema>;

/** POST /api/tables/:name/move (staff): the party and its tab move to another table, free. */
export const moveTabSchema = z.object({ to: lineOfText({ label: 'Table name', min: 1, max: 40 }) });
export type MoveTab = z.infer<typeof moveTabSchema>;

/** POST /api/tables/:name/close (staff): the tab closed unpaid (the party walked out), and why. */
export const closeTabSchema = z.object({ reason: lineOfText({ label: 'Reason', min: 1, max: 200 }) });
export type CloseTab = z.infer<typeof closeTabSchema>;

/** POST /api/tables/:name/settle (staff): the rest of the tab taken at the table, in cash or on the terminal. */
export const tabSettlementSchema = z.object({ payment: counterSettlementSchema });
export type TabSettlement = z.infer<typeof tabSettlementSchema>;

/** POST /api/tables/:name/settle → 201: the receipt of the rest, and the change to hand back (cash). */
export const settledTabSchema = z.object({ receipt: tabReceiptSchema, change: z.number().optional() });
export type SettledTab = z.infer<typeof settledTabSchema>;
