import type { Order } from '@bistro/contract/orders';
import { FIRST_ROUND_CONFIRM_MINUTES, type NewRound, roundName, TAB_MAX_ROUNDS } from '@bistro/contract/tables';
import type { DbOrTx } from '../../../db/connect.ts';
import { notFound, Problem } from '../../../http/problems.ts';
import { wordsOf } from '../../languages/index.ts';
import { checkCart } from '../steps/check.ts';
import { type OrderPayer, placeOrder } from '../steps/create.ts';
import { markDue } from '../steps/mark-paid.ts';
import { priceOrder } from '../steps/price.ts';
import { fingerprintOf } from '../steps/unpaid.ts';
import type { OrderParts } from './order-parts.ts';

/** The tab a round goes on, and the table's name the kitchen sees on it. */
export interface TabOfRound {
  id: string;
  table: string;
}

/**
 * A table's rounds (docs/tables.md): each an order of the tab, a new flow of the online order's
 * steps (as the counter is, decision 021): the lines priced by the bill's code (no tip or code: a
 * round is paid with the tab), checked (a sold-out dish is refused), made with its stock held, and
 * sent to the kitchen at once, due, like an order staff take to be paid at pickup. The tab's
 * payments settle it later.
 */
export function createRounds(parts: OrderParts) {
  const { orders, clock } = parts;

  /**
   * Until when the kitchen may confirm a first round that opened its table: a cook's minutes to
   * accept an order where the owner set them, else FIRST_ROUND_CONFIRM_MINUTES.
   */
  async function confirmBy(now: Date): Promise<Date> {
    const acceptance = await parts.restaurant.orderAcceptance();
    const minutes = acceptance.mode === 'staff' ? acceptance.withinMinutes : FIRST_ROUND_CONFIRM_MINUTES;
    return new Date(now.getTime() + minutes * 60_000);
  }

  return {
    /**
     * Orders a round for the tab: `stillOpen` runs first in the transaction that makes it, locks
     * the tab and refuses it (409) when the tab closed meanwhile, so that no round lands on a
     * closed tab (for a first round, it opens the tab); a tab holding TAB_MAX_ROUNDS rounds takes
     * no more (429: staff take the rest). `firstRound`: the round opens the table (the owner's
     * setting), and waits for a cook's Accept as an order does where the owner wants each accepted;
     * not accepted in time, it is cancelled.
     */
    async place(
      tab: TabOfRound,
      round: NewRound,
      stillOpen: (tx: DbOrTx) => Promise<void>,
      { firstRound = false }: { firstRound?: boolean } = {},
    ): Promise<Order> {
      const now = clock.now();
      const acceptBy = firstRound ? await confirmBy(now) : undefined;
      const cart = await priceOrder(parts, {
        source: { lines: round.lines.map(({ menuID, quantity, choices }) => ({ menuId: menuID, quantity, choices })) },
        diner: { userId: null, email: '', verified: false },
        request: {},
        now,
        askedBy: [`tab:${tab.id}`],
      });
      checkCart(cart, undefined);
      const payer: OrderPayer = {
        userId: null,
        email: '',
        name: roundName(tab.table, round.name),
        phone: null,
        verified: false,
        guest: null,
      };
      const request = { pickup: 'asap', note: null };
      const fingerprint = fingerprintOf(cart, request, null);
      // Read before the transaction: PGlite runs one at a time, and the menu is read outside it.
      const menu = await parts.menu.snapshot();
      const orderId = await parts.transaction(async (tx) => {
        await stillOpen(tx);
        if ((await orders.roundsOnTab(tab.id, tx)) >= TAB_MAX_ROUNDS) {
          throw new Problem(429, wordsOf('refusal.tabRoundsLimit', { table: tab.table, count: TAB_MAX_ROUNDS }));
        }
        const placed = await placeOrder(
          parts,
          { payer, cart, request, fingerprint, now, channel: 'table', menu, tab },
          tx,
        );
        await markDue(parts, placed, null, tx, acceptBy);
        return placed.id;
      });
      const view = await orders.view(orderId);
      if (!view) throw notFound(wordsOf('refusal.orderNotFound'));
      return view;
    },

    /** The tab's rounds go to the table staff moved the party to, the kitchen's board told at once. */
    async moveTab(tabId: string, table: string, tx: DbOrTx): Promise<void> {
      for (const round of await orders.moveTab(tabId, table, tx)) await orders.announce(round, tx);
    },

    /** Asks that each round's bill made smaller (dishes taken off) be checked by the tab's owner first, under its lock. */
    whenReducingRound: parts.tabChecks.whenReducingRound,

    /** Asks that each round paid at the counter be checked by the tab's owner first, under its lock. */
    whenSettlingRound: parts.tabChecks.whenSettlingRound,

    /** Asks that the tab's owner be told of each round cancelled, in the transaction that cancels it. */
    whenRoundCancelled: parts.tabChecks.whenRoundCancelled,

    /** Asks that a refund of a round whose tab was paid be given back from the tab's payments (decision 037). */
    whenRefundingRound: parts.tabChecks.whenRefundingRound,

    /** Asks that what the payers of tabs paid be read by the tab's owner, for their rounds' views. */
    whenReadingTabs: parts.tabChecks.whenReadingTabs,

    /** The tab's rounds, oldest first, as the kitchen sees them (in `tx`: as the transaction that locked the tab sees them). */
    ofTab: (tabId: string, tx?: DbOrTx): Promise<Order[]> => orders.ofTab(tabId, tx),

    /** These tabs' rounds, oldest first, by tab. */
    ofTabs: (tabIds: string[], tx?: DbOrTx): Promise<Map<string, Order[]>> => orders.ofTabs(tabIds, tx),

    /** The kitchen's board and the rounds' pages are told that a payment of the tab changed its rounds still due. */
    tabPaid: (tabId: string, tx: DbOrTx): Promise<void> => orders.announceRoundsOf(tabId, tx),
  };
}

export type Rounds = ReturnType<typeof createRounds>;
