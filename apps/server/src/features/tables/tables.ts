import { randomUUID } from 'node:crypto';
import type { BookingTable } from '@bistro/contract/bookings';
import { money, toMajor } from '@bistro/contract/money';
import type { Order } from '@bistro/contract/orders';
import {
  type CloseTab,
  FIRST_ROUND_REFUSAL_SHOWN_MINUTES,
  type MoveTab,
  type NewRound,
  type NewTabPayment,
  type OpenedTab,
  type PlacedRound,
  type SettledTab,
  type StaffTable,
  type StartedTabPayment,
  type Tab,
  type TableAtHand,
  type TabReceipt,
  type TabRound,
  type TabSettlement,
  tablePagePath,
} from '@bistro/contract/tables';
import type { DbOrTx } from '../../db/connect.ts';
import { conflict, notFound } from '../../http/problems.ts';
import type { Clock } from '../../plugins/app/clock.ts';
import type { Audit, AuditActor } from '../audit/index.ts';
import type { Bookings } from '../bookings/index.ts';
import { wordsOf } from '../languages/index.ts';
import type { Rounds } from '../orders/index.ts';
import type { IntentView } from '../payments/index.ts';
import { refusedByKitchen, waitsForKitchen } from './first-round.ts';
import { tabMoney } from './tab-money.ts';
import type { TabPayments } from './tab-payments.ts';
import { tableCard } from './table-card.ts';
import type { TablesRepository, TabPaymentRecord, TabRecord } from './tables-repository.ts';

/** Who opens a table or renews its code: a member of staff or an admin, as the audit log keeps them. */
export type TableStaff = NonNullable<AuditActor>;

export interface TablesParts {
  repository: TablesRepository;
  transaction<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T>;
  bookings: Pick<Bookings, 'setup'>;
  rounds: Rounds;
  /** Paying the tab (tab-payments.ts). */
  payments: TabPayments;
  audit: Pick<Audit, 'record'>;
  clock: Clock;
  /** Where the diners' links lead: PUBLIC_URL. */
  publicUrl: string;
  /** The restaurant's name, printed on the cards. */
  restaurantName(): string;
  /** Whether the owner lets a round sent from the card of a table not open open it (the restaurant's settings). */
  firstRoundOpens(): Promise<boolean>;
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
 * its rounds' bills, each made by the bill's one code; what is paid is what its rounds were paid
 * at the counter and what its payments paid.
 */
function tabOf(record: TabRecord, orders: Order[], payments: TabPaymentRecord[], now: Date): Tab {
  const rounds = orders.map(roundOf);
  const { totalCents, paidCents, dueCents, currency } = tabMoney(orders, payments, now);
  const major = (cents: number) => toMajor(money(cents, currency));
  return {
    id: record.id,
    status: record.status,
    openedAt: record.openedAt.toISOString(),
    rounds,
    lines: rounds.filter((round) => round.status !== 'cancelled').flatMap((round) => round.lines),
    total: major(totalCents),
    paid: major(paidCents),
    due: major(dueCents),
    waitingForKitchen: waitsForKitchen(record, orders),
  };
}

/**
 * At the table (docs/tables.md): the tables of the booking set-up, each with the code on its card
 * and, while staff have it open, a tab that gathers the rounds diners order from the card.
 */
export function createTables(parts: TablesParts) {
  const { repository, bookings, rounds, payments, audit, clock } = parts;

  const linkOf = (code: string) => `${parts.publicUrl}${tablePagePath(code)}`;

  /** The table of the set-up with this name, if any: a table taken out of the set-up is no table. */
  const tableCalled = async (name: string): Promise<BookingTable | undefined> =>
    (await bookings.setup()).tables.find((table) => table.name === name);

  /** The table of the set-up with this name (404 otherwise). */
  async function tableNamed(name: string): Promise<BookingTable> {
    const table = await tableCalled(name);
    if (!table) throw notFound(wordsOf('refusal.noTableCalled', { name }));
    return table;
  }

  async function tabView(record: TabRecord): Promise<Tab> {
    const [orders, paymentsOfTab] = await Promise.all([rounds.ofTab(record.id), repository.paymentsOf(record.id)]);
    return tabOf(record, orders, paymentsOfTab, clock.now());
  }

  /** The table's open tab, for a diner holding its card (409 while it is not open). */
  async function openTabAt(code: string): Promise<{ table: BookingTable; tab: TabRecord }> {
    const { table, tab } = await atHand(code);
    if (!tab) throw notOpen(table.name);
    return { table, tab };
  }

  /** The table's tab a diner holding its card paid on: the open one, or the one just closed by a payment. */
  async function tabOfPayment(code: string, paymentId: string): Promise<{ table: BookingTable; tab: TabRecord }> {
    const { table } = await atHand(code);
    const payment = await repository.payment(paymentId);
    const tab = payment && (await repository.tab(payment.tabId));
    if (!tab || tab.tableName !== table.name) throw notFound(wordsOf('refusal.noSuchTablePayment'));
    return { table, tab };
  }

  /** The table and its open tab, for the code on its card (404: no table has it, or it was renewed). */
  async function atHand(code: string): Promise<{ table: BookingTable; tab: TabRecord | undefined }> {
    const name = await repository.tableOfCode(code);
    const table = name === undefined ? undefined : await tableCalled(name);
    if (!table) throw notFound(wordsOf('refusal.unknownTableCode'));
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

  const notOpen = (table: string) => conflict(wordsOf('refusal.tableNotOpen', { table }));

  const waitingForKitchen = (table: string) => conflict(wordsOf('refusal.firstRoundWaitsToOrder', { table }));

  /**
   * When the kitchen refused the first round that opened the table's last tab (closing it), if
   * that was within FIRST_ROUND_REFUSAL_SHOWN_MINUTES: the table's page says so.
   */
  async function firstRoundRefusedAt(table: string): Promise<string | null> {
    const last = await repository.lastClosedTabOf(table);
    if (!last?.openedByRound || !last.closedAt) return null;
    if (clock.now().getTime() - last.closedAt.getTime() > FIRST_ROUND_REFUSAL_SHOWN_MINUTES * 60_000) return null;
    return refusedByKitchen(last, await rounds.ofTab(last.id)) ? last.closedAt.toISOString() : null;
  }

  /**
   * A round sent from the card of a table not open, where the owner lets the first round open it:
   * the table gets a tab in the transaction that makes the round, which waits for the kitchen's
   * confirmation. Of two phones sending at once, one opens it; the other is told to wait.
   */
  async function placeFirstRound(table: BookingTable, round: NewRound): Promise<PlacedRound> {
    const opening = { id: randomUUID(), table: table.name };
    const order = await rounds.place(
      opening,
      round,
      async (tx) => {
        const opened = await repository.openTab(table.name, null, clock.now(), tx, { id: opening.id, byRound: true });
        if (!opened) throw waitingForKitchen(table.name);
        const subject = { kind: 'table', id: table.name };
        await audit.record(
          { actor: null, action: 'table.open', subject, after: { tab: opened.id }, reason: 'first round' },
          tx,
        );
      },
      { firstRound: true },
    );
    const tab = await repository.tab(opening.id);
    if (!tab) throw notFound(wordsOf('refusal.noSuchTab'));
    return { table: table.name, tab: await tabView(tab), round: roundOf(order) };
  }

  return {
    /** Each table of the set-up, in its order, with its code and state (GET /api/tables). */
    async list(): Promise<StaffTable[]> {
      const { tables } = await bookings.setup();
      const names = tables.map((table) => table.name);
      const [codes, tabs] = await Promise.all([repository.codesOf(names), repository.openTabsOf(names)]);
      const paymentsByTab = await repository.paymentsOfTabs([...tabs.values()].map((tab) => tab.id));
      return Promise.all(
        tables.map(async ({ name, seats }) => {
          const record = tabs.get(name);
          const tab = record ? await tabView(record) : null;
          // Asking for the bill: someone at the table has paid, or is paying, part of it.
          const paying = record && paymentsByTab.get(record.id)?.some((payment) => payment.status !== 'released');
          return {
            name,
            seats,
            code: codes.get(name) ?? '',
            state: tab ? (paying ? 'bill' : 'open') : 'free',
            tab: tab && {
              id: tab.id,
              openedAt: tab.openedAt,
              rounds: tab.rounds.length,
              total: tab.total,
              paid: tab.paid,
              due: tab.due,
              waitingForKitchen: tab.waitingForKitchen,
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
      if (!listed) throw notFound(wordsOf('refusal.noTableCalled', { name }));
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
      if (!opened) throw conflict(wordsOf('refusal.tableOpenAlready', { table: table.name }));
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

    /** The name of the table whose card carries the code (404: no table has it, or it was renewed). */
    async tableOfCode(code: string): Promise<string> {
      return (await atHand(code)).table.name;
    },

    /** The table and its tab for a diner holding its card (GET /api/t/:code). */
    async forDiner(code: string): Promise<TableAtHand> {
      const { table, tab } = await atHand(code);
      const [view, firstRoundOpens, refusedAt] = await Promise.all([
        tab ? tabView(tab) : null,
        parts.firstRoundOpens(),
        tab ? null : firstRoundRefusedAt(table.name),
      ]);
      return { table: table.name, tab: view, firstRoundOpens, firstRoundRefusedAt: refusedAt };
    },

    /**
     * Orders a round from the table's card (POST /api/t/:code/rounds): 409 while the table is not
     * open (unless the owner lets the first round open it), while its first round waits for the
     * kitchen's confirmation, or when its tab closes as the round is made.
     */
    async placeRound(code: string, round: NewRound): Promise<PlacedRound> {
      const { table, tab } = await atHand(code);
      if (!tab) {
        if (!(await parts.firstRoundOpens())) throw notOpen(table.name);
        return placeFirstRound(table, round);
      }
      const order = await rounds.place({ id: tab.id, table: table.name }, round, async (tx) => {
        const locked = await repository.lockOpenTab(tab.id, tx);
        if (!locked) throw notOpen(table.name);
        if (waitsForKitchen(locked, await rounds.ofTab(tab.id, tx))) throw waitingForKitchen(table.name);
      });
      return { table: table.name, tab: await tabView(tab), round: roundOf(order) };
    },

    /**
     * A round of a tab was cancelled (in the transaction that cancels it): a tab the diners' first
     * round opened, left with nothing on it (the kitchen refused that round, or let it lapse),
     * closes: the table is free again, and its page says that the kitchen refused the round.
     */
    async closeIfRefused(tabId: string, tx: DbOrTx): Promise<void> {
      const tab = await repository.lockOpenTab(tabId, tx);
      if (!tab || !refusedByKitchen(tab, await rounds.ofTab(tabId, tx))) return;
      await repository.closeTab(tab.id, clock.now(), tx);
      const subject = { kind: 'table', id: tab.tableName };
      await audit.record(
        { actor: null, action: 'table.close', subject, after: { tab: tab.id }, reason: 'first round refused' },
        tx,
      );
    },

    /** A payer's share of the tab held and its card intent made (POST /api/t/:code/payments). */
    async startPayment(code: string, request: NewTabPayment): Promise<StartedTabPayment> {
      const { tab } = await openTabAt(code);
      return payments.start(tab, request);
    },

    /** The card payment recorded once charged (POST /api/t/:code/payments/:paymentId/complete); idempotent. */
    async completePayment(code: string, paymentId: string): Promise<TabReceipt> {
      const { table, tab } = await tabOfPayment(code, paymentId);
      return payments.complete(tab, table.name, paymentId);
    },

    /** A payer's receipt (GET /api/t/:code/payments/:paymentId). */
    async receipt(code: string, paymentId: string): Promise<TabReceipt> {
      const { table, tab } = await tabOfPayment(code, paymentId);
      return payments.receipt(tab, table.name, paymentId);
    },

    /**
     * Moves the party's tab to another table of the set-up (POST /api/tables/:name/move), free
     * (409 otherwise): its rounds go to that table on the kitchen's board, and its card takes the next.
     */
    async move(staff: TableStaff, name: string, { to }: MoveTab): Promise<OpenedTab> {
      const [from, target] = [await tableNamed(name), await tableNamed(to)];
      const tab = (await repository.openTabsOf([from.name])).get(from.name);
      if (!tab) throw conflict(wordsOf('refusal.noOpenTab', { table: from.name }));
      const moved = await parts.transaction(async (tx) => {
        const locked = await repository.lockOpenTab(tab.id, tx);
        if (!locked) throw conflict(wordsOf('refusal.tabClosed', { table: from.name }));
        const row = await repository.moveTab(tab.id, target.name, tx);
        if (!row) throw conflict(wordsOf('refusal.tableTakenByTab', { table: target.name }));
        await rounds.moveTab(tab.id, target.name, tx);
        const subject = { kind: 'table', id: from.name };
        await audit.record(
          {
            actor: staff,
            action: 'table.move',
            subject,
            before: { table: from.name },
            after: { table: target.name, tab: tab.id },
          },
          tx,
        );
        return row;
      });
      return { table: target.name, tab: await tabView(moved) };
    },

    /**
     * Closes the table's tab unpaid (POST /api/tables/:name/close), with the reason kept in the
     * audit log (the party walked out): the table is free, and its rounds' bills stay unpaid, counted
     * nowhere in the books.
     */
    async close(staff: TableStaff, name: string, { reason }: CloseTab): Promise<OpenedTab> {
      const table = await tableNamed(name);
      const tab = (await repository.openTabsOf([table.name])).get(table.name);
      if (!tab) throw conflict(wordsOf('refusal.noOpenTab', { table: table.name }));
      await parts.transaction(async (tx) => {
        if (!(await repository.lockOpenTab(tab.id, tx))) {
          throw conflict(wordsOf('refusal.tabClosed', { table: table.name }));
        }
        await repository.closeTab(tab.id, clock.now(), tx);
        const subject = { kind: 'table', id: table.name };
        await audit.record({ actor: staff, action: 'table.close', subject, after: { tab: tab.id }, reason }, tx);
      });
      const closed = await repository.tab(tab.id);
      if (!closed) throw notFound(wordsOf('refusal.noSuchTab'));
      return { table: table.name, tab: await tabView(closed) };
    },

    /** Staff take the rest of the table's tab in cash or on the terminal (POST /api/tables/:name/settle). */
    async settle(staff: TableStaff, name: string, settlement: TabSettlement): Promise<SettledTab> {
      const table = await tableNamed(name);
      const tab = (await repository.openTabsOf([table.name])).get(table.name);
      if (!tab) throw conflict(wordsOf('refusal.noOpenTab', { table: table.name }));
      const subject = { kind: 'table', id: table.name };
      return payments.settleRest(staff, tab, settlement, (payment, tx) =>
        audit.record(
          { actor: staff, action: 'table.settle', subject, after: { tab: tab.id, payment: payment.id } },
          tx,
        ),
      );
    },

    /** Settles a card charge the provider reports (webhook, reconciliation) if it is a tab payment's. */
    settleIntent: (intent: IntentView): Promise<boolean> =>
      payments.settleIntent(intent, async (tabId) => (await repository.tab(tabId))?.tableName ?? ''),
  };
}

export type Tables = ReturnType<typeof createTables>;
