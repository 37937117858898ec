import { format, money, toMajor } from '@bistro/contract/money';
import type { NewTabPayment, StartedTabPayment, TabReceipt, TabSettlement } from '@bistro/contract/tables';
import type { DbOrTx } from '../../db/connect.ts';
import { conflict, notFound, Problem } from '../../http/problems.ts';
import type { Clock } from '../../plugins/app/clock.ts';
import { translatorFor, wordsOf } from '../languages/index.ts';
import type { MailMessage } from '../mail/index.ts';
import {
  changeOf,
  counterSettlement,
  type RoundReduction,
  type RoundSettlement,
  type Rounds,
  type TabPaid,
} from '../orders/index.ts';
import type { IntentView, PaymentProvider } from '../payments/index.ts';
import type { Stats } from '../stats/index.ts';
import { waitsForKitchen } from './first-round.ts';
import type { TabMail } from './tab-mail.ts';
import { shareOf, type TabMoney, tabMoney, taxOf } from './tab-money.ts';
import type { TablesRepository, TabPaymentRecord, TabRecord } from './tables-repository.ts';

/** Staff who take the rest of a tab at the table. */
export interface TabPaymentStaff {
  id: string;
}

export interface TabPaymentsParts {
  repository: TablesRepository;
  transaction<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T>;
  rounds: Pick<Rounds, 'ofTab' | 'ofTabs' | 'tabPaid'>;
  provider: Pick<PaymentProvider, 'createIntent' | 'retrieveIntent' | 'refund'>;
  clock: Clock;
  /** A payment counts in the books on its day once it is paid. */
  stats: Pick<Stats, 'tabPaymentPaid'>;
  sendMail(message: MailMessage): void;
  mail: Pick<TabMail, 'receipt'>;
}

/** A tab at the moment its row is locked: its rounds and payments as that transaction sees them. */
async function lockedTab(parts: TabPaymentsParts, tabId: string, tx: DbOrTx) {
  const tab = await parts.repository.lockTab(tabId, tx);
  if (!tab) throw notFound(wordsOf('refusal.noSuchTab'));
  const [rounds, payments] = await Promise.all([parts.rounds.ofTab(tabId, tx), parts.repository.paymentsOf(tabId, tx)]);
  return { tab, rounds, payments };
}

/**
 * Paying a table's tab (docs/tables.md): each payer's share (all, an equal part, their dishes, an
 * amount) and tip, by card through the payments feature's provider, or the rest by staff in cash or
 * on the terminal. A card payment first holds its share in a transaction that locks the tab, so
 * that payers at once never hold together more than is due; the charge confirmed, the payment is
 * made, counted in the books with its part of the tax, and the payment that pays the last of the
 * tab closes it (the table is free).
 */
export function createTabPayments(parts: TabPaymentsParts) {
  const { repository, provider, clock } = parts;

  function receiptOf(payment: TabPaymentRecord, table: string, tabClosed: boolean): TabReceipt {
    const major = (cents: number) => toMajor(money(cents, payment.currency));
    return {
      id: payment.id,
      table,
      split: payment.split,
      share: major(payment.amountCents),
      tax: major(payment.taxCents),
      tip: major(payment.tipCents),
      total: major(payment.amountCents + payment.tipCents),
      currency: payment.currency,
      method: payment.method,
      paidAt: (payment.paidAt ?? payment.createdAt).toISOString(),
      tabClosed,
    };
  }

  /**
   * In `tx`, with the tab locked: the payment becomes paid with its part of the tax, and closes the
   * tab when it pays the last of it. Answers whether it closed it.
   */
  async function makePaid(payment: TabPaymentRecord, before: TabMoney, tx: DbOrTx) {
    const now = clock.now();
    const paid = await repository.markPaymentPaid(
      payment.id,
      { at: now, taxCents: taxOf(before, payment.amountCents) },
      tx,
    );
    if (!paid) return;
    await parts.stats.tabPaymentPaid(paid, tx);
    if (payment.amountCents >= before.dueCents) await repository.closeTab(payment.tabId, now, tx);
    await parts.rounds.tabPaid(payment.tabId, tx);
    return paid;
  }

  function mailReceipt(payment: TabPaymentRecord, receipt: TabReceipt) {
    if (payment.email) parts.sendMail(parts.mail.receipt(payment, receipt.table, receipt.tabClosed));
  }

  /**
   * Makes a card payment paid by its intent, which the provider says succeeded: 409 (and the charge
   * goes back) when the tab was closed meanwhile, or what it pays was paid by someone else after
   * its hold lapsed. Repeats answer the same receipt.
   */
  async function settleCard(payment: TabPaymentRecord, table: string, intent: IntentView): Promise<TabReceipt> {
    if (intent.status !== 'succeeded' || intent.amountCents !== payment.amountCents + payment.tipCents) {
      throw conflict(wordsOf('refusal.cardPaymentMismatch'));
    }
    const outcome = await parts.transaction(async (tx) => {
      const { tab, rounds, payments } = await lockedTab(parts, payment.tabId, tx);
      const now = (await repository.payment(payment.id, tx)) ?? payment;
      if (now.status === 'paid') return { payment: now, closed: tab.status === 'closed', madePaid: false };
      const before = tabMoney(
        rounds,
        payments.filter((other) => other.id !== payment.id),
        clock.now(),
      );
      const linesTaken = payment.lineIds.some((id) => before.takenLineIds.has(id));
      // A released payment's charge went back already (or its intent failed): it never becomes paid.
      if (now.status === 'released' || tab.status !== 'open' || payment.amountCents > before.dueCents || linesTaken) {
        await repository.releasePayment(payment.id, tx);
        return { refund: true as const };
      }
      const paid = await makePaid(payment, before, tx);
      return { payment: paid ?? now, closed: payment.amountCents >= before.dueCents, madePaid: Boolean(paid) };
    });
    if ('refund' in outcome) {
      await provider.refund(intent.id);
      throw conflict(wordsOf('refusal.tabPaidMeanwhile'));
    }
    const receipt = receiptOf(outcome.payment, table, outcome.closed);
    if (outcome.madePaid) mailReceipt(outcome.payment, receipt);
    return receipt;
  }

  return {
    /**
     * What the payers of these tabs paid, for their rounds' views: the payments made (a card still
     * being confirmed is left out: its hold lapses without a word to the kitchen's board, and the
     * counter's check under the tab's lock refuses a round it holds).
     */
    async paidOfTabs(tabIds: string[], tx: DbOrTx): Promise<Map<string, TabPaid>> {
      const [rounds, payments] = await Promise.all([
        parts.rounds.ofTabs(tabIds, tx),
        repository.paidPaymentsOf(tabIds, tx),
      ]);
      const now = clock.now();
      return new Map(
        tabIds.map((tabId) => {
          const { takenLineIds, dueCents } = tabMoney(rounds.get(tabId) ?? [], payments.get(tabId) ?? [], now);
          return [tabId, { lineIds: takenLineIds, leftCents: dueCents }];
        }),
      );
    },

    /**
     * Holds the payer's share of the tab and makes its card intent (POST /api/t/:code/payments):
     * 409 while nothing or less is left to pay (others hold it) or the tab is not open.
     */
    async start(tab: TabRecord, request: NewTabPayment): Promise<StartedTabPayment> {
      const held = await parts.transaction(async (tx) => {
        const locked = await lockedTab(parts, tab.id, tx);
        if (locked.tab.status !== 'open') throw conflict(wordsOf('refusal.tabClosed', { table: tab.tableName }));
        if (waitsForKitchen(locked.tab, locked.rounds)) {
          throw conflict(wordsOf('refusal.firstRoundWaitsToPay', { table: tab.tableName }));
        }
        const now = clock.now();
        const before = tabMoney(locked.rounds, locked.payments, now);
        const { shareCents, tipCents } = shareOf(before, request);
        return repository.addPayment(
          {
            tabId: tab.id,
            split: request.split.kind,
            lineIds: request.split.kind === 'lines' ? request.split.lineIds : [],
            amountCents: shareCents,
            tipCents,
            currency: before.currency,
            method: 'card',
            status: 'held',
            email: request.email ?? null,
            language: request.language ?? null,
            createdAt: now,
          },
          tx,
        );
      });
      try {
        // The payment's id keys its intent: asked again after a crash, the provider answers the same one.
        const intent = await provider.createIntent({
          orderId: held.id,
          amountCents: held.amountCents + held.tipCents,
          currency: held.currency,
          userId: null,
          email: held.email ?? '',
        });
        await repository.attachIntent(held.id, intent);
        return {
          paymentId: held.id,
          clientSecret: intent.clientSecret,
          amount: toMajor(money(held.amountCents + held.tipCents, held.currency)),
        };
      } catch (error) {
        await repository.releasePayment(held.id);
        throw error;
      }
    },

    /**
     * Records the card payment once the provider says its charge succeeded
     * (POST /api/t/:code/payments/:paymentId/complete); idempotent. 402 while the card is not charged.
     */
    async complete(tab: Pick<TabRecord, 'id'>, table: string, paymentId: string): Promise<TabReceipt> {
      const payment = await repository.payment(paymentId);
      if (!payment || payment.tabId !== tab.id) throw notFound(wordsOf('refusal.noSuchTablePayment'));
      if (payment.status === 'paid') return this.receipt(tab, table, paymentId);
      const intent = payment.intentId ? await provider.retrieveIntent(payment.intentId) : null;
      if (intent?.status !== 'succeeded') {
        throw new Problem(
          402,
          wordsOf('refusal.paymentNotThrough', (language) => ({
            status: intent?.status ?? translatorFor(language)('refusal.noCardYet'),
          })),
        );
      }
      return settleCard(payment, table, intent);
    },

    /** A payer's receipt (GET /api/t/:code/payments/:paymentId): 404 until it is paid. */
    async receipt(tab: Pick<TabRecord, 'id'>, table: string, paymentId: string): Promise<TabReceipt> {
      const payment = await repository.payment(paymentId);
      if (!payment || payment.tabId !== tab.id || payment.status !== 'paid') {
        throw notFound(wordsOf('refusal.noSuchTablePayment'));
      }
      return receiptOf(payment, table, (await repository.tab(tab.id))?.status === 'closed');
    },

    /**
     * Settles a charge the provider reports as succeeded (its webhook, the reconciliation) if it
     * is a tab payment's: answers false for an intent that is none of ours.
     */
    async settleIntent(intent: IntentView, tableOfTab: (tabId: string) => Promise<string>): Promise<boolean> {
      const payment = await repository.paymentOfIntent(intent.id);
      if (!payment) return false;
      if (payment.status !== 'paid') {
        try {
          await settleCard(payment, await tableOfTab(payment.tabId), intent);
        } catch (error) {
          // A charge that came too late went back (settleCard refunded it): nothing more to do.
          if (!(error instanceof Problem && error.statusCode === 409)) throw error;
        }
      }
      return true;
    },

    /**
     * Staff take dishes off a round of the tab (POST /api/orders/:id/removals), in the transaction
     * that does it, the tab locked as a payment locks it: refused (409) when someone at the table
     * paid, or is paying, one of those dishes, or when the tab would come to less than its payers
     * paid or hold (the payers are given the difference back instead: the tab never owes them).
     */
    async checkReduction({ tabId, lineIds, lessCents }: RoundReduction, tx: DbOrTx): Promise<void> {
      const { tab, rounds, payments } = await lockedTab(parts, tabId, tx);
      const before = tabMoney(rounds, payments, clock.now());
      if (lineIds.some((id) => before.takenLineIds.has(id))) {
        throw conflict(wordsOf('refusal.tabDishesTaken', { table: tab.tableName }));
      }
      if (lessCents > before.availableCents) {
        const amount = (cents: number) => format(money(cents, before.currency));
        throw conflict(
          wordsOf('refusal.tabBelowPaid', {
            table: tab.tableName,
            paid: amount(before.paidCents + before.heldCents),
            total: amount(before.totalCents - lessCents),
          }),
        );
      }
    },

    /**
     * Staff take a round's payment at the counter (POST /api/orders/:id/settle), in the transaction
     * that takes it, the tab locked as a payment locks it: refused (409) when someone at the table
     * paid, or is paying, one of its dishes, or when less than its bill is left to pay of the tab
     * (its payers paid it: it is never paid twice).
     */
    async checkRoundSettlement({ tabId, lineIds, amountCents }: RoundSettlement, tx: DbOrTx): Promise<void> {
      const { tab, rounds, payments } = await lockedTab(parts, tabId, tx);
      const before = tabMoney(rounds, payments, clock.now());
      if (lineIds.some((id) => before.takenLineIds.has(id)) || before.availableCents <= 0) {
        throw conflict(wordsOf('refusal.roundPaidWithTab', { table: tab.tableName }));
      }
      if (amountCents > before.availableCents) {
        const amount = (cents: number) => format(money(cents, before.currency));
        throw conflict(
          wordsOf('refusal.tabLessThanRound', {
            table: tab.tableName,
            left: amount(before.availableCents),
            round: amount(amountCents),
          }),
        );
      }
    },

    /**
     * Staff take the rest of the tab at the table (POST /api/tables/:name/settle): in cash (at
     * least the rest; the change is answered) or on the restaurant's terminal. Card payments being
     * confirmed keep their shares; 409 when nothing else is left to pay.
     */
    async settleRest(
      staff: TabPaymentStaff,
      tab: TabRecord,
      settlement: TabSettlement,
      recorded: (payment: TabPaymentRecord, tx: DbOrTx) => Promise<void>,
    ) {
      const outcome = await parts.transaction(async (tx) => {
        const locked = await lockedTab(parts, tab.id, tx);
        if (locked.tab.status !== 'open') throw conflict(wordsOf('refusal.tabClosed', { table: tab.tableName }));
        const now = clock.now();
        const before = tabMoney(locked.rounds, locked.payments, now);
        const { shareCents } = shareOf(before, { split: { kind: 'all' } });
        const taken = counterSettlement({ totalCents: shareCents, currency: before.currency }, settlement.payment);
        const payment = await repository.addPayment(
          {
            tabId: tab.id,
            split: 'all',
            amountCents: shareCents,
            currency: before.currency,
            method: taken.method,
            status: 'held',
            tenderedCents: taken.method === 'cash' ? taken.tenderedCents : null,
            takenBy: staff.id,
            createdAt: now,
          },
          tx,
        );
        const paid = (await makePaid(payment, before, tx)) ?? payment;
        await recorded(paid, tx);
        return { payment: paid, taken, closed: shareCents >= before.dueCents };
      });
      return {
        receipt: receiptOf(outcome.payment, tab.tableName, outcome.closed),
        change: changeOf({ currency: outcome.payment.currency }, outcome.taken),
      };
    },
  };
}

export type TabPayments = ReturnType<typeof createTabPayments>;
