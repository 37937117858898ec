import type { Order } from '@bistro/contract/orders';
import type { TabRecord } from './tables-repository.ts';

/**
 * A table the owner lets the first round open (docs/tables.md): the tab that round opened waits
 * for the kitchen's confirmation (a cook's Accept of that round); refused, the tab closes again.
 */

type RoundOfTab = Pick<Order, 'status' | 'acceptBy'>;

/** Whether the tab waits for the kitchen to confirm the first round that opened it (`rounds` oldest first). */
export function waitsForKitchen(tab: Pick<TabRecord, 'openedByRound'>, rounds: readonly RoundOfTab[]): boolean {
  const [first] = rounds;
  return tab.openedByRound && first?.status === 'pending' && first.acceptBy !== null;
}

/** Whether a tab a first round opened holds nothing any more: every round of it cancelled (the kitchen refused the first). */
export function refusedByKitchen(tab: Pick<TabRecord, 'openedByRound'>, rounds: readonly RoundOfTab[]): boolean {
  return tab.openedByRound && rounds.length > 0 && rounds.every((round) => round.status === 'cancelled');
}
