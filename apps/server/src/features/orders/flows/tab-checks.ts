import type { DbOrTx } from '../../../db/connect.ts';

/** Dishes about to be taken off a round of a table's tab, with what that takes off the round's bill. */
export interface RoundReduction {
  tabId: string;
  /** The round's lines that lose dishes (some or all of their quantity). */
  lineIds: string[];
  /** What the round's bill comes down by, in minor units. */
  lessCents: number;
}

/**
 * Checks a round's bill made smaller against what its tab's payers paid, run in the transaction
 * that makes it smaller (before it writes): throws to refuse it. The tables feature, which owns the
 * tab and its payments, gives it; the orders feature never reads a tab.
 */
export type RoundReductionCheck = (reduction: RoundReduction, tx: DbOrTx) => Promise<void>;

/** A round about to be paid at the counter: its whole bill, in minor units, and its lines. */
export interface RoundSettlement {
  tabId: string;
  lineIds: string[];
  amountCents: number;
}

/**
 * Checks a round's payment at the counter against what is left to pay of its tab, run in the
 * transaction that takes it (before it writes): throws to refuse it (its tab's payers paid it).
 */
export type RoundSettlementCheck = (settlement: RoundSettlement, tx: DbOrTx) => Promise<void>;

/**
 * Told of a round of a tab cancelled (by the kitchen, or as nobody accepted it in time), in the
 * transaction that cancels it, once it is marked cancelled: the tables feature closes a tab a
 * diner's first round opened once nothing is left on it (the kitchen refused that round).
 */
export type RoundCancelledListener = (cancelled: { tabId: string }, tx: DbOrTx) => Promise<void>;

/** A refund kept of a round of a table's tab (its order not paid itself: the tab's payers paid it). */
export interface RoundRefund {
  tabId: string;
  /** The order's refund (`order_refunds`) the money goes back for. */
  refundId: string;
  /** The round's lines refunded (none: an amount). */
  lineIds: string[];
  amountCents: number;
  taxCents: number;
}

/**
 * Who gives a round's refund back from the tab's payments (decision 037): `giveBack` in the
 * transaction that keeps the refund (throws to refuse it: the tab is not paid), answering whether
 * all of it was given back at the table (cash, the terminal); `settle` afterwards gives the card
 * payments' pieces back through the provider (throws when one cannot be given back yet);
 * `tellPayers` mails each payer it goes back to who gave an address, with the reason.
 */
export interface RoundRefunder {
  giveBack(refund: RoundRefund, tx: DbOrTx): Promise<{ givenBackAtTable: boolean }>;
  settle(refundId: string): Promise<void>;
  tellPayers(refundId: string, reason: string): Promise<void>;
}

/** What of a tab its payers paid, as its rounds' views read it. */
export interface TabPaid {
  /** Lines of its rounds paid by a payment of chosen dishes. */
  lineIds: ReadonlySet<string>;
  /** What is left to pay of the tab, in minor units. */
  leftCents: number;
}

/**
 * Reads what the payers of these tabs paid (the tables feature, which owns the payments, gives
 * it), for the views of their rounds: a round whose dishes were paid at the table, or whose bill
 * is more than the tab has left to pay, is not offered for payment at the counter.
 */
export type TabPaidReader = (tabIds: string[], tx: DbOrTx) => Promise<Map<string, TabPaid>>;

/** Where the orders feature keeps the checks of the tabs its rounds belong to (decision 028), and who hears of their cancellations. */
export function createTabChecks() {
  const checks: RoundReductionCheck[] = [];
  const settlementChecks: RoundSettlementCheck[] = [];
  const cancelledListeners: RoundCancelledListener[] = [];
  let refunder: RoundRefunder | undefined;
  let paidReader: TabPaidReader | undefined;
  const noRefunder = () => new Error('no feature gives back the refunds of a tab’s rounds');
  return {
    /** Asks that the refunds of rounds whose tab was paid be given back from its payments by `given`. */
    whenRefundingRound(given: RoundRefunder): void {
      refunder = given;
    },
    /** Gives a round's refund back from its tab's payments, in `tx` (decision 037). */
    async refundingRound(refund: RoundRefund, tx: DbOrTx): Promise<{ givenBackAtTable: boolean }> {
      if (!refunder) throw noRefunder();
      return refunder.giveBack(refund, tx);
    },
    /** Gives back the card payments' pieces of a round's refund (throws when one cannot be yet). */
    async settleRoundRefund(refundId: string): Promise<void> {
      if (!refunder) throw noRefunder();
      return refunder.settle(refundId);
    },
    /** Mails the payers a round's refund goes back to, with its reason. */
    async tellRoundRefundPayers(refundId: string, reason: string): Promise<void> {
      if (!refunder) throw noRefunder();
      return refunder.tellPayers(refundId, reason);
    },
    /** Asks that what the payers of the tabs paid be read by `reader`, for their rounds' views. */
    whenReadingTabs(reader: TabPaidReader): void {
      paidReader = reader;
    },
    /** What the payers of these tabs paid (nothing read when no feature keeps tabs). */
    async paidOfTabs(tabIds: string[], tx: DbOrTx): Promise<Map<string, TabPaid>> {
      return paidReader && tabIds.length > 0 ? paidReader(tabIds, tx) : new Map();
    },
    /** Asks that each round's bill made smaller be checked by `check`, in the transaction that does it. */
    whenReducingRound(check: RoundReductionCheck): void {
      checks.push(check);
    },
    /** Runs every check of a round's reduction in `tx`; one that throws refuses it. */
    async reducingRound(reduction: RoundReduction, tx: DbOrTx): Promise<void> {
      for (const check of checks) await check(reduction, tx);
    },
    /** Asks that each round paid at the counter be checked by `check` first, in the transaction that takes it. */
    whenSettlingRound(check: RoundSettlementCheck): void {
      settlementChecks.push(check);
    },
    /** Runs every check of a round's payment at the counter in `tx`; one that throws refuses it. */
    async settlingRound(settlement: RoundSettlement, tx: DbOrTx): Promise<void> {
      for (const check of settlementChecks) await check(settlement, tx);
    },
    /** Asks that `listener` be told of each round cancelled, in the transaction that cancels it. */
    whenRoundCancelled(listener: RoundCancelledListener): void {
      cancelledListeners.push(listener);
    },
    /** Tells every listener of a round cancelled in `tx`. */
    async roundCancelled(cancelled: { tabId: string }, tx: DbOrTx): Promise<void> {
      for (const listener of cancelledListeners) await listener(cancelled, tx);
    },
  };
}

export type TabChecks = ReturnType<typeof createTabChecks>;
