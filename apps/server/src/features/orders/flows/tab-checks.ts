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

/**
 * Told of a round of a tab cancelled (by the kitchen, or as nobody accepted it in time), in the
 * transaction that cancels it, once it is marked cancelled: the tables feature closes a tab a
 * diner's first round opened once nothing is left on it (the kitchen refused that round).
 */
export type RoundCancelledListener = (cancelled: { tabId: string }, tx: DbOrTx) => Promise<void>;

/** Where the orders feature keeps the checks of the tabs its rounds belong to (decision 028), and who hears of their cancellations. */
export function createTabChecks() {
  const checks: RoundReductionCheck[] = [];
  const cancelledListeners: RoundCancelledListener[] = [];
  return {
    /** Asks that each round's bill made smaller be checked by `check`, in the transaction that does it. */
    whenReducingRound(check: RoundReductionCheck): void {
      checks.push(check);
    },
    /** Runs every check of a round's reduction in `tx`; one that throws refuses it. */
    async reducingRound(reduction: RoundReduction, tx: DbOrTx): Promise<void> {
      for (const check of checks) await check(reduction, tx);
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
