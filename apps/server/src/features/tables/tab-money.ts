import { percentOf } from '@bistro/contract/bill';
import { allocate, fromMajor, isWholeMinor, money } from '@bistro/contract/money';
import type { Order } from '@bistro/contract/orders';
import type { NewTabPayment } from '@bistro/contract/tables';
import { badRequest, conflict } from '../../http/problems.ts';
import { wordsOf } from '../languages/index.ts';
import type { TabPaymentRecord } from './tables-repository.ts';

/** How long a card payment holds its share of the tab while the payer confirms the card. */
export const TAB_PAYMENT_HOLD_MINUTES = 15;

/** A tab's money at one moment, in minor units: what its rounds come to, what is paid, what is held. */
export interface TabMoney {
  currency: string;
  /** The sum of its rounds' bills (a cancelled round counts nothing). */
  totalCents: number;
  /** Its rounds settled at the counter, and its payments made. */
  paidCents: number;
  dueCents: number;
  /** Card payments still being confirmed, whose shares nobody else may pay meanwhile. */
  heldCents: number;
  /** What a new payment may take: what is due, less what is held. */
  availableCents: number;
  /** The tax in what is due: the unpaid rounds' tax less what the tab's payments counted of it. */
  taxDueCents: number;
  /** Each line of the rounds not paid, with its part of its round's bill (its tax in it). */
  lineShares: Map<string, number>;
  /** Lines a payment of chosen lines paid, or holds. */
  takenLineIds: Set<string>;
}

/** Whether a payment counts against what is due now: paid, or held by a card still being confirmed. */
const holds = (payment: PaymentOfTab, now: Date) =>
  payment.status === 'held' && now.getTime() - payment.createdAt.getTime() < TAB_PAYMENT_HOLD_MINUTES * 60_000;

const cents = (major: number, currency: string) => fromMajor(major, currency).amount;

/** What of a round the tab's money reads. */
export type RoundOfTab = Pick<Order, 'status' | 'total' | 'paidAt'> & {
  bill: Pick<Order['bill'], 'currency' | 'tax'>;
  lines: Pick<Order['lines'][number], 'id' | 'price' | 'quantity'>[];
};

/** What of a payment the tab's money reads. */
export type PaymentOfTab = Pick<
  TabPaymentRecord,
  'status' | 'amountCents' | 'taxCents' | 'lineIds' | 'createdAt' | 'currency'
>;

/** The tab's money from its rounds and its payments (all of them: released ones count nothing). */
export function tabMoney(rounds: readonly RoundOfTab[], payments: readonly PaymentOfTab[], now: Date): TabMoney {
  const charged = rounds.filter((round) => round.status !== 'cancelled');
  const currency = charged[0]?.bill.currency ?? payments[0]?.currency ?? money(0).currency;
  const unpaid = charged.filter((round) => round.paidAt === null);
  const paid = payments.filter((payment) => payment.status === 'paid');
  const held = payments.filter((payment) => holds(payment, now));
  const totalCents = charged.reduce((total, round) => total + cents(round.total, currency), 0);
  const roundsPaidCents = charged
    .filter((round) => round.paidAt !== null)
    .reduce((total, round) => total + cents(round.total, currency), 0);
  const paidCents = roundsPaidCents + paid.reduce((total, payment) => total + payment.amountCents, 0);
  const heldCents = held.reduce((total, payment) => total + payment.amountCents, 0);
  const lineShares = new Map<string, number>();
  for (const round of unpaid) {
    const weights = round.lines.map((line) => cents(line.price, currency) * line.quantity);
    if (weights.every((weight) => weight === 0)) continue;
    allocate(money(cents(round.total, currency), currency), weights).forEach((share, index) => {
      const line = round.lines[index];
      if (line) lineShares.set(line.id, share.amount);
    });
  }
  return {
    currency,
    totalCents,
    paidCents,
    dueCents: totalCents - paidCents,
    heldCents,
    availableCents: totalCents - paidCents - heldCents,
    taxDueCents:
      unpaid.reduce((total, round) => total + cents(round.bill.tax, currency), 0) -
      paid.reduce((total, payment) => total + payment.taxCents, 0),
    lineShares,
    takenLineIds: new Set([...paid, ...held].flatMap((payment) => payment.lineIds)),
  };
}

/** A payer's share of the tab and their tip, in minor units, as asked (400 for lines not on it, 409 over what is due). */
export function shareOf(tab: TabMoney, { split, tip }: Pick<NewTabPayment, 'split' | 'tip'>) {
  const { currency, availableCents } = tab;
  const over = () => conflict(wordsOf(availableCents > 0 ? 'refusal.moreThanLeftToPay' : 'refusal.nothingLeftToPay'));
  let shareCents: number;
  switch (split.kind) {
    case 'all':
      shareCents = availableCents;
      break;
    case 'equal':
      // An N-th of what is left to pay, the cents left over in the first share.
      shareCents = allocate(money(Math.max(availableCents, 0), currency), Array(split.parts).fill(1))[0]?.amount ?? 0;
      break;
    case 'lines': {
      const unknown = split.lineIds.filter((id) => !tab.lineShares.has(id));
      if (unknown.length > 0 || new Set(split.lineIds).size !== split.lineIds.length) {
        throw badRequest(wordsOf('refusal.notTabLines'), [
          { path: 'split.lineIds', message: 'must be lines of the tab’s rounds not paid, each once' },
        ]);
      }
      if (split.lineIds.some((id) => tab.takenLineIds.has(id))) {
        throw conflict(wordsOf('refusal.dishTakenAtTable'));
      }
      shareCents = split.lineIds.reduce((total, id) => total + (tab.lineShares.get(id) ?? 0), 0);
      break;
    }
    case 'amount':
      if (!isWholeMinor(split.amount, currency)) {
        throw badRequest(wordsOf('refusal.amountWholeCents'), [
          { path: 'split.amount', message: 'must be a whole number of cents' },
        ]);
      }
      shareCents = cents(split.amount, currency);
      break;
  }
  if (shareCents <= 0 || shareCents > availableCents) throw over();
  let tipCents = 0;
  if (tip && 'percent' in tip) tipCents = percentOf(money(shareCents, currency), tip.percent).amount;
  else if (tip) {
    if (!isWholeMinor(tip.amount, currency)) {
      throw badRequest(wordsOf('refusal.tabTipWholeCents'), [
        { path: 'tip.amount', message: 'must be a whole number of cents' },
      ]);
    }
    tipCents = cents(tip.amount, currency);
  }
  return { shareCents, tipCents };
}

/**
 * The tax a payment of `shareCents` counts, made now: the tax due in proportion to what it pays
 * of what is due, the payment that pays the rest taking the rest (the tab's tax is counted once, to
 * the cent).
 */
export function taxOf(tab: TabMoney, shareCents: number): number {
  if (tab.taxDueCents <= 0) return 0;
  if (shareCents >= tab.dueCents) return tab.taxDueCents;
  return allocate(money(tab.taxDueCents, tab.currency), [shareCents, tab.dueCents - shareCents])[0]?.amount ?? 0;
}

/** What of a paid payment a round's refund reads. */
export type PaymentRefundedFrom = Pick<
  TabPaymentRecord,
  'id' | 'amountCents' | 'refundedCents' | 'taxCents' | 'refundedTaxCents' | 'lineIds' | 'paidAt'
>;

/** A part of a round's refund given back from one payment, in minor units. */
export interface RefundPiece {
  paymentId: string;
  amountCents: number;
  taxCents: number;
}

/**
 * Which of the tab's paid payments give a round's refund back, and how much each (decision 037):
 * first the payments that paid the refunded lines themselves, then the others from the last paid,
 * each at most what is left of its share (tips stay with the staff). The refund's tax is shared out
 * as its amount is, no payment giving back more tax than it counted. 409 when the payers paid less
 * than the refund (a tab closed unpaid).
 */
export function refundPieces(
  paid: readonly PaymentRefundedFrom[],
  refund: { amountCents: number; taxCents: number; lineIds: readonly string[] },
  currency: string,
): RefundPiece[] {
  const refunded = new Set(refund.lineIds);
  const paidTheLines = (payment: PaymentRefundedFrom) => payment.lineIds.some((id) => refunded.has(id));
  const order = [...paid].sort(
    (a, b) =>
      Number(paidTheLines(b)) - Number(paidTheLines(a)) || (b.paidAt?.getTime() ?? 0) - (a.paidAt?.getTime() ?? 0),
  );
  const pieces: { paymentId: string; amountCents: number; taxRoom: number }[] = [];
  let left = refund.amountCents;
  for (const payment of order) {
    if (left === 0) break;
    const amountCents = Math.min(left, payment.amountCents - payment.refundedCents);
    if (amountCents <= 0) continue;
    pieces.push({ paymentId: payment.id, amountCents, taxRoom: payment.taxCents - payment.refundedTaxCents });
    left -= amountCents;
  }
  if (left > 0) throw conflict(wordsOf('refusal.refundOverPaid'));
  const shares = allocate(
    money(refund.taxCents, currency),
    pieces.map((piece) => piece.amountCents),
  );
  let taxToShare = refund.taxCents;
  const withTax = pieces.map(({ taxRoom, ...piece }, index) => {
    const taxCents = Math.min(shares[index]?.amount ?? 0, taxRoom);
    taxToShare -= taxCents;
    return { ...piece, taxCents, taxRoom };
  });
  // A payment that counted less tax than its part of the refund's leaves the rest to the others.
  for (const piece of withTax) {
    const more = Math.min(taxToShare, piece.taxRoom - piece.taxCents);
    piece.taxCents += more;
    taxToShare -= more;
  }
  return withTax.map(({ taxRoom: _taxRoom, ...piece }) => piece);
}
