import type { DbOrTx } from '../../db/connect.ts';
import type { BookedOrder, BookedTabPayment, SalesPerDay } from './sales-per-day.ts';
import type { StatsRepository } from './stats-repository.ts';

type SoldLines = Parameters<StatsRepository['addSales']>[0];

/**
 * The statistics as the money flows feed them, each in the transaction that moves the money: an
 * order's dishes count as sold (to its diner's account too) and its bill on its restaurant day once it is paid, less what is
 * refunded, and no more once it is cancelled; a tab payment counts on its day (decision 032).
 */
export function createStats(repository: StatsRepository, books: SalesPerDay) {
  return {
    /** `order` (as it is now) became paid with these lines. */
    async orderPaid(order: BookedOrder, lines: SoldLines, tx: DbOrTx) {
      await repository.addSales(lines, order.userId, tx);
      await books.orderPaid(order, tx);
    },
    /** Part of a paid order was refunded (`before` and `after` it), these lines' quantities given back. */
    async orderRefunded(before: BookedOrder, after: BookedOrder, refunded: SoldLines, tx: DbOrTx) {
      await repository.removeSales(refunded, after.userId, tx);
      await books.orderRefunded(before, after, tx);
    },
    /** An order was cancelled (`order` as it is now): if it was paid, its lines not refunded yet no longer count as sold. */
    async orderCancelled(order: BookedOrder, unrefunded: SoldLines, tx: DbOrTx) {
      await repository.removeSales(unrefunded, order.userId, tx);
      await books.orderCancelled(order, tx);
    },
    /** Orders made as a guest joined the account `userId`: their dishes count as its own. */
    ordersJoined: (userId: string, orderIds: readonly string[], tx: DbOrTx) =>
      repository.joinSales(userId, orderIds, tx),
    /** A payment of a table's tab became paid. */
    tabPaymentPaid: (payment: BookedTabPayment, tx: DbOrTx) => books.tabPaymentPaid(payment, tx),
    /** Part of a paid tab payment was given back for a refund of one of the tab's rounds. */
    tabPaymentRefunded: (...args: Parameters<SalesPerDay['tabPaymentRefunded']>) => books.tabPaymentRefunded(...args),
  };
}

export type Stats = ReturnType<typeof createStats>;
