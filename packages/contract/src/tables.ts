import { z } from 'zod';
import { counterLinesSchema } from './counter.ts';
import { personNameSchema } from './identity.ts';
import { orderStatuses } from './orders.ts';
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

/** A tab as staff see it on the Tables page: when it was opened, how many rounds, what they come to. */
export const tableTabSummarySchema = z.object({
  id: z.string(),
  openedAt: z.string().describe('ISO 8601'),
  rounds: z.number().int(),
  /** The sum of its rounds, in major units. */
  total: z.number(),
  paid: z.number(),
  due: z.number(),
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
});
export type Tab = z.infer<typeof tabSchema>;

/** POST /api/tables/:name/open → 201: the table's new tab. */
export const openedTabSchema = z.object({ table: z.string(), tab: tabSchema });
export type OpenedTab = z.infer<typeof openedTabSchema>;

/** GET /api/t/:code (no account): the table, and its tab while it is open (null: the table takes no rounds). */
export const tableAtHandSchema = z.object({
  table: z.string(),
  tab: tabSchema.nullable(),
});
export type TableAtHand = z.infer<typeof tableAtHandSchema>;

/** The most rounds one tab takes: no table orders more in a sitting, and a card found online orders no more. */
export const TAB_MAX_ROUNDS = 40;

/** POST /api/t/:code/rounds: the dishes of a round, and the name the kitchen may call. */
export const newRoundSchema = z.object({
  lines: counterLinesSchema,
  name: personNameSchema.optional().describe('Who ordered the round, for the kitchen to call'),
});
export type NewRound = z.infer<typeof newRoundSchema>;

/** POST /api/t/:code/rounds → 201: the round as the kitchen got it, and the tab with it. */
export const placedRoundSchema = tableAtHandSchema.extend({ round: tabRoundSchema });
export type PlacedRound = z.infer<typeof placedRoundSchema>;

/** The name a round is kept under when the diner gives none: the table's. */
export const roundName = (table: string, name: string | undefined) => name ?? `Table ${table}`;
