import type { DbOrTx } from '../../db/connect.ts';
import { conflict, notFound } from '../../http/problems.ts';
import type { Clock } from '../../plugins/app/clock.ts';
import { wordsOf } from '../languages/index.ts';
import type { MailMessage } from '../mail/index.ts';
import type { RoundRefund, RoundRefunder } from '../orders/index.ts';
import type { PaymentProvider } from '../payments/index.ts';
import type { Stats } from '../stats/index.ts';
import type { TabMail } from './tab-mail.ts';
import { refundPieces } from './tab-money.ts';
import type { TablesRepository } from './tables-repository.ts';

export interface TabRefundsParts {
  sendMail(message: MailMessage): void;
  mail: Pick<TabMail, 'refunded'>;
  repository: Pick<TablesRepository, 'lockTab' | 'paymentsOf' | 'refundFromPayment' | 'piecesOf' | 'markPieceSettled'>;
  provider: Pick<PaymentProvider, 'refundPart'>;
  stats: Pick<Stats, 'tabPaymentRefunded'>;
  clock: Clock;
}

/**
 * Refunds of a paid tab's rounds (decision 037): staff refund a round's dishes, or an amount, as
 * any order's (POST /api/orders/:id/refunds); the money comes back from the tab's payments, each
 * piece as its payment was taken: to the card through the provider, or handed back at the table.
 */
export function createTabRefunds(parts: TabRefundsParts): RoundRefunder {
  const { repository, provider, clock } = parts;
  return {
    async giveBack(refund: RoundRefund, tx: DbOrTx) {
      const tab = await repository.lockTab(refund.tabId, tx);
      if (!tab) throw notFound(wordsOf('refusal.noSuchTab'));
      if (tab.status === 'open') {
        throw conflict(wordsOf('refusal.tabStillOpen', { table: tab.tableName }));
      }
      const paid = (await repository.paymentsOf(tab.id, tx)).filter((payment) => payment.status === 'paid');
      const currency = paid[0]?.currency;
      if (!currency) throw conflict(wordsOf('refusal.tabNothingToRefund', { table: tab.tableName }));
      const now = clock.now();
      let givenBackAtTable = true;
      for (const piece of refundPieces(paid, refund, currency)) {
        const from = paid.find((payment) => payment.id === piece.paymentId);
        const atTable = !from?.intentId;
        givenBackAtTable &&= atTable;
        const { payment } = await repository.refundFromPayment(
          { ...piece, orderRefundId: refund.refundId, createdAt: now, ...(atTable ? { refundedAt: now } : {}) },
          tx,
        );
        await parts.stats.tabPaymentRefunded(payment, piece, tx);
      }
      return { givenBackAtTable };
    },

    async settle(refundId: string) {
      const awaiting = (await repository.piecesOf(refundId)).filter(({ piece }) => !piece.refundedAt);
      for (const { piece, payment } of awaiting) {
        // The piece's id keys the provider's refund: asked again, it gives the money back once.
        const providerRefundId = payment.intentId
          ? await provider.refundPart(payment.intentId, { amountCents: piece.amountCents, key: piece.id })
          : null;
        await repository.markPieceSettled(piece.id, providerRefundId, clock.now());
      }
    },

    async tellPayers(refundId: string, reason: string) {
      for (const { piece, payment, table } of await repository.piecesOf(refundId)) {
        if (payment.email) parts.sendMail(parts.mail.refunded(payment, table, piece.amountCents, reason));
      }
    },
  };
}
