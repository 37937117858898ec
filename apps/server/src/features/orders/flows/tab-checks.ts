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

/** Where the orders feature keeps the checks of the tabs its rounds belong to (decision 028). */
export function createTabChecks() {
  const checks: RoundReductionCheck[] = [];
  return {
    /** Asks that each round's bill made smaller be checked by `check`, in the transaction that does it. */
    whenReducingRound(check: RoundReductionCheck): void {
      checks.push(check);
    },
    /** Runs every check of a round's reduction in `tx`; one that throws refuses it. */
    async reducingRound(reduction: RoundReduction, tx: DbOrTx): Promise<void> {
      for (const check of checks) await check(reduction, tx);
    },
  };
}

export type TabChecks = ReturnType<typeof createTabChecks>;
