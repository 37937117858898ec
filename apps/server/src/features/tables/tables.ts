import type { BookingTable } from '@bistro/contract/bookings';
import { fromMajor, subtract, sum, toMajor } from '@bistro/contract/money';
import type { Order } from '@bistro/contract/orders';
import type { NewRound, OpenedTab, PlacedRound, StaffTable, Tab, TableAtHand, TabRound } from '@bistro/contract/tables';
import type { DbOrTx } from '../../db/connect.ts';
import { conflict, notFound } from '../../http/problems.ts';
import type { Clock } from '../../plugins/app/clock.ts';
import type { Audit, AuditActor } from '../audit/index.ts';
import type { Bookings } from '../bookings/index.ts';
import type { Rounds } from '../orders/index.ts';
import { tableCard } from './table-card.ts';
import type { TablesRepository, TabRecord } from './tables-repository.ts';

/** Who opens a table or renews its code: a member of staff or an admin, as the audit log keeps them. */
export type TableStaff = NonNullable<AuditActor>;

export interface TablesParts {
  repository: TablesRepository;
  transaction<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T>;
  bookings: Pick<Bookings, 'setup'>;
  rounds: Rounds;
  audit: Pick<Audit, 'record'>;
  clock: Clock;
  /** Where the diners' links lead: PUBLIC_URL. */
  publicUrl: string;
  /** The restaurant's name, printed on the cards. */
  restaurantName(): string;
}

/** A round as the tab shows it: the order, its lines, what the kitchen is doing with it. */
function roundOf(order: Order): TabRound {
  return {
    id: order._id,
    number: order.number,
    status: order.status,
    name: order.customerName,
    createdAt: order.createdAt,
    lines: order.lines.map(({ id, menuID, name, quantity, price }) => ({ id, menuID, name, quantity, price })),
    total: order.total,
  };
}

/**
 * A tab: its rounds (a cancelled one charges nothing) and its money, the total being the sum of
 * its rounds' bills, each made by the bill's one code; what is paid is what its rounds were paid.
 */
function tabOf(record: TabRecord, orders: Order[]): Tab {
  const rounds = orders.map(roundOf);
  const charged = orders.filter((order) => order.status !== 'cancelled');
  const total = sum(charged.map((order) => fromMajor(order.total)));
  const paid = sum(charged.filter((order) => order.paidAt !== null).map((order) => fromMajor(order.total)));
  return {
    id: record.id,
    status: record.status,
    openedAt: record.openedAt.toISOString(),
    rounds,
    lines: rounds.filter((round) => round.status !== 'cancelled').flatMap((round) => round.lines),
    total: toMajor(total),
    paid: toMajor(paid),
    due: toMajor(subtract(total, paid)),
  };
}

/**
 * At the table (docs/tables.md): the tables of the booking set-up, each with the code on its card
 * and, while staff have it open, a tab that gathers the rounds diners order from the card.
 */
export function createTables(parts: TablesParts) {
  const { repository, bookings, rounds, audit, clock } = parts;

  const linkOf = (code: string) => `${parts.publicUrl}/t/${code}`;

  /** The table of the set-up with this name, if any: a table taken out of the set-up is no table. */
  const tableCalled = async (name: string): Promise<BookingTable | undefined> =>
    (await bookings.setup()).tables.find((table) => table.name === name);

  /** The table of the set-up with this name (404 otherwise). */
  async function tableNamed(name: string): Promise<BookingTable> {
    const table = await tableCalled(name);
    if (!table) throw notFound(`No table is called ${name}`);
    return table;
  }

  async function tabView(record: TabRecord): Promise<Tab> {
    return tabOf(record, await rounds.ofTab(record.id));
  }

  /** The table and its open tab, for the code on its card (404: no table has it, or it was renewed). */
  async function atHand(code: string): Promise<{ table: BookingTable; tab: TabRecord | undefined }> {
    const name = await repository.tableOfCode(code);
    const table = name === undefined ? undefined : await tableCalled(name);
    if (!table) throw notFound('This code is no table’s: scan the card on your table again, or ask a member of staff');
    return { table, tab: (await repository.openTabsOf([table.name])).get(table.name) };
  }

  /** Gives the table a tab, kept in the audit log; undefined when it has one already (of two at once, one opens it). */
  function openTab(staff: TableStaff, table: string, reason: string | null = null): Promise<TabRecord | undefined> {
    return parts.transaction(async (tx) => {
      const tab = await repository.openTab(table, staff.id, clock.now(), tx);
      if (tab) {
        const subject = { kind: 'table', id: table };
        await audit.record({ actor: staff, action: 'table.open', subject, after: { tab: tab.id }, reason }, tx);
      }
      return tab;
    });
  }

  const notOpen = (table: string) =>
    conflict(`Table ${table} is not open for orders: a member of staff opens it when you are seated`);

  return {
    /** Each table of the set-up, in its order, with its code and state (GET /api/tables). */
    async list(): Promise<StaffTable[]> {
      const { tables } = await bookings.setup();
      const names = tables.map((table) => table.name);
      const [codes, tabs] = await Promise.all([repository.codesOf(names), repository.openTabsOf(names)]);
      return Promise.all(
        tables.map(async ({ name, seats }) => {
          const record = tabs.get(name);
          const tab = record ? await tabView(record) : null;
          return {
            name,
            seats,
            code: codes.get(name) ?? '',
            state: tab ? 'open' : 'free',
            tab: tab && {
              id: tab.id,
              openedAt: tab.openedAt,
              rounds: tab.rounds.length,
              total: tab.total,
              paid: tab.paid,
              due: tab.due,
            },
          } satisfies StaffTable;
        }),
      );
    },

    /** Gives the table a new code (POST /api/tables/:name/code): its old card orders nothing from now on. */
    async renewCode(staff: TableStaff, name: string): Promise<StaffTable> {
      const table = await tableNamed(name);
      await parts.transaction(async (tx) => {
        await repository.renewCode(table.name, clock.now(), tx);
        // The code itself is a key to order at the table: the log says that it changed, not what it is.
        await audit.record({ actor: staff, action: 'table.code', subject: { kind: 'table', id: table.name } }, tx);
      });
      const listed = (await this.list()).find((candidate) => candidate.name === table.name);
      if (!listed) throw notFound(`No table is called ${name}`);
      return listed;
    },

    /** The table's printable card (GET /api/tables/:name/card.svg). */
    async card(name: string): Promise<string> {
      const table = await tableNamed(name);
      const code = (await repository.codesOf([table.name])).get(table.name) ?? '';
      return tableCard({ table: table.name, link: linkOf(code), restaurant: parts.restaurantName() });
    },

    /** Opens the table (POST /api/tables/:name/open): it gets a tab and takes rounds; 409 when it is open already. */
    async open(staff: TableStaff, name: string): Promise<OpenedTab> {
      const table = await tableNamed(name);
      const opened = await openTab(staff, table.name);
      if (!opened) throw conflict(`Table ${table.name} is open already`);
      return { table: table.name, tab: await tabView(opened) };
    },

    /**
     * Opens the tables staff seated a party at (the bookings board's seat action, a walk-in),
     * those not open already; a table no longer in the set-up is left alone.
     */
    async openSeated(staff: TableStaff, names: readonly string[]): Promise<void> {
      const { tables } = await bookings.setup();
      for (const name of names) {
        if (tables.some((table) => table.name === name)) await openTab(staff, name, 'seated');
      }
    },

    /** The table and its tab for a diner holding its card (GET /api/t/:code). */
    async forDiner(code: string): Promise<TableAtHand> {
      const { table, tab } = await atHand(code);
      return { table: table.name, tab: tab ? await tabView(tab) : null };
    },

    /**
     * Orders a round from the table's card (POST /api/t/:code/rounds): 409 while the table is not
     * open, or when its tab closes as the round is made.
     */
    async placeRound(code: string, round: NewRound): Promise<PlacedRound> {
      const { table, tab } = await atHand(code);
      if (!tab) throw notOpen(table.name);
      const order = await rounds.place({ id: tab.id, table: table.name }, round, async (tx) => {
        if (!(await repository.lockOpenTab(tab.id, tx))) throw notOpen(table.name);
      });
      return { table: table.name, tab: await tabView(tab), round: roundOf(order) };
    },
  };
}

export type Tables = ReturnType<typeof createTables>;
