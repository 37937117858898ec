import { amountRefund, type ChargedLine, lineRefund, type RefundParts, sharesOf } from '@bistro/contract/bill';
import { format, fromMajor, type Money, money, multiply, subtract, sum, toMajor } from '@bistro/contract/money';
import type { CreateRefund, RefundCreated } from '@bistro/contract/orders';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../../db/connect.ts';
import type { RefundedLine } from '../../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../../http/problems.ts';
import type { Clock } from '../../../plugins/app/clock.ts';
import type { Audit } from '../../audit/index.ts';
import { wordsOf } from '../../languages/index.ts';
import type { Menu } from '../../menu/index.ts';
import type { PaymentProvider } from '../../payments/index.ts';
import type { Stats } from '../../stats/index.ts';
import type { TabChecks } from '../flows/tab-checks.ts';
import type {
  OrderLineRecord,
  OrderRecord,
  OrderRefundRecord,
  OrdersRepository,
  StaffMember,
} from '../orders-repository.ts';

/** What a refund is made of, before it is kept: its parts, the lines with how many of each, and of it the delivery fee. */
interface RefundPlan {
  parts: RefundParts;
  lines: (RefundedLine & { line: OrderLineRecord })[];
  deliveryFee: Money;
}

/** The order's lines as a refund sees them: each with its share of the discount and its tax (shared out for lines made before they were kept). */
function chargedLines(order: OrderRecord, lines: readonly OrderLineRecord[]): Map<string, ChargedLine> {
  const amounts = lines.map((line) => multiply(money(line.unitPriceCents, order.currency), line.quantity));
  const shared = sharesOf(amounts, {
    discount: money(order.discountCents, order.currency),
    tax: money(order.taxCents, order.currency),
  });
  return new Map(
    lines.map((line, index) => [
      line.id,
      {
        amount: amounts[index] ?? money(0, order.currency),
        discount:
          line.discountCents === null
            ? (shared[index]?.discount ?? money(0, order.currency))
            : money(line.discountCents, order.currency),
        tax:
          line.taxCents === null
            ? (shared[index]?.tax ?? money(0, order.currency))
            : money(line.taxCents, order.currency),
        quantity: line.quantity,
      },
    ]),
  );
}

/** What remains of the order's total to give back. */
export const remainingOf = (order: OrderRecord): Money => money(order.totalCents - order.refundedCents, order.currency);

/**
 * The refund asked for, worked out on the order as it stands: each line's exact share of the bill
 * (its price with its options, its share of a code's discount, its tax; the tip stays), or an
 * amount off the dishes first, then the tip. A delivery order's fee (with its tax) goes back once,
 * with the lines that leave no dish unrefunded unless staff say `deliveryFee: false`, or with any
 * lines when they say `true`. A line unknown to the order is 400; a line refunded already, more of
 * it than is left, a fee refunded already, or more than remains of the total is 409, in words.
 */
export function planRefund(order: OrderRecord, lines: readonly OrderLineRecord[], request: CreateRefund): RefundPlan {
  const remaining = remainingOf(order);
  const zero = money(0, order.currency);
  let plan: RefundPlan;
  if (request.lines) {
    const charged = chargedLines(order, lines);
    const prices = order.taxIncluded ? 'inclusive' : 'exclusive';
    const chosen = request.lines.map(({ lineId, quantity }) => {
      const line = lines.find((candidate) => candidate.id === lineId);
      const asCharged = charged.get(lineId);
      if (!line || !asCharged) throw badRequest(wordsOf('refusal.noSuchLine', { number: order.number }), { lineId });
      const left = line.quantity - line.refundedQuantity;
      if (left === 0) throw conflict(wordsOf('refusal.lineRefundedAlready', { name: line.name }), { lineId });
      if (quantity > left) {
        throw conflict(wordsOf('refusal.onlyLeftToRefund', { left, quantity: line.quantity, name: line.name }), {
          lineId,
        });
      }
      const parts = lineRefund(asCharged, { before: line.refundedQuantity, count: quantity }, prices);
      return { line, lineId, quantity, amountCents: parts.amount.amount, parts };
    });
    const fee = deliveryFeeRefund(order, lines, request);
    const add = (pick: (parts: RefundParts) => Money) =>
      sum([...chosen.map(({ parts }) => pick(parts)), pick(fee.parts)], order.currency);
    plan = {
      parts: {
        amount: add((parts) => parts.amount),
        tax: add((parts) => parts.tax),
        discount: add((parts) => parts.discount),
        tip: zero,
      },
      lines: chosen.map(({ line, lineId, quantity, amountCents }) => ({ line, lineId, quantity, amountCents })),
      deliveryFee: fee.deliveryFee,
    };
  } else {
    const amount = fromMajor(request.amount ?? 0, order.currency);
    if (amount.amount > remaining.amount) throw tooMuch(order, remaining);
    const tip = money(order.tipCents - order.refundedTipCents, order.currency);
    const left = {
      dishes: subtract(remaining, tip),
      tax: money(order.taxCents - order.refundedTaxCents, order.currency),
      tip,
    };
    plan = { parts: amountRefund(amount, left), lines: [], deliveryFee: zero };
  }
  if (plan.parts.amount.amount > remaining.amount) throw tooMuch(order, remaining);
  if (plan.parts.amount.amount === 0) throw conflict(wordsOf('refusal.refundComesToNothing'));
  return plan;
}

/**
 * What a refund of these lines gives back of a delivery order's fee: all of it and its tax, once,
 * when staff ask (`deliveryFee: true`) or, unless they say `false`, when the lines leave no dish
 * unrefunded; nothing otherwise.
 */
function deliveryFeeRefund(
  order: OrderRecord,
  lines: readonly OrderLineRecord[],
  request: CreateRefund,
): { parts: RefundParts; deliveryFee: Money } {
  const zero = money(0, order.currency);
  const none = { parts: { amount: zero, tax: zero, discount: zero, tip: zero }, deliveryFee: zero };
  const refundedAlready = order.refundedDeliveryFeeCents > 0;
  if (request.deliveryFee === true && (order.deliveryFeeCents === 0 || refundedAlready)) {
    throw conflict(
      wordsOf(refundedAlready ? 'refusal.deliveryFeeRefundedAlready' : 'refusal.noDeliveryFee', {
        number: order.number,
      }),
    );
  }
  const refunding = new Map((request.lines ?? []).map((line) => [line.lineId, line.quantity]));
  const leavesNoDish = lines.every((line) => line.refundedQuantity + (refunding.get(line.id) ?? 0) === line.quantity);
  if (order.deliveryFeeCents === 0 || refundedAlready || !(request.deliveryFee ?? leavesNoDish)) return none;
  const fee = money(order.deliveryFeeCents, order.currency);
  const tax = money(order.deliveryFeeTaxCents, order.currency);
  return {
    parts: { amount: order.taxIncluded ? fee : sum([fee, tax], order.currency), tax, discount: zero, tip: zero },
    deliveryFee: fee,
  };
}

const tooMuch = (order: OrderRecord, remaining: Money) =>
  conflict(
    remaining.amount === 0
      ? wordsOf('refusal.refundedInFull', { number: order.number })
      : wordsOf('refusal.moreThanRemains', { number: order.number, remaining: format(remaining) }),
    { remaining: toMajor(remaining) },
  );

export interface PartialRefundParts {
  orders: Pick<OrdersRepository, 'lockById' | 'linesOf' | 'addRefund' | 'announce' | 'markRefundSettled'>;
  tabChecks: Pick<TabChecks, 'refundingRound'>;
  stats: Pick<Stats, 'orderRefunded'>;
  menu: Pick<Menu, 'stock'>;
  audit: Pick<Audit, 'record'>;
  clock: Clock;
}

/**
 * Keeps a partial refund of a paid order, in the caller's transaction (with its Idempotency-Key):
 * the order locked first, so that refunds racing see each other; the refund and its parts on the
 * order, its lines' dishes off the sales and, with `restock`, back on sale; in the audit log; and
 * announced. The money goes back afterwards (`settleRefund`): the books count it from now, as a
 * cancellation's. A round of a table's tab is not paid itself: its tab's payers paid it, and the
 * tables feature gives the refund back from their payments (decision 037; 409 while the tab is
 * open). Answers the refund, the order as it now is, and the answer for the client.
 */
export async function recordRefund(
  parts: PartialRefundParts,
  { orderId, request, by }: { orderId: string; request: CreateRefund; by: StaffMember },
  tx: DbOrTx,
): Promise<{ refund: OrderRefundRecord; order: OrderRecord; lines: OrderLineRecord[]; answer: RefundCreated }> {
  const before = await parts.orders.lockById(orderId, tx);
  if (!before || before.status === 'awaiting_payment') throw notFound(wordsOf('refusal.orderNotFound'));
  if (before.status === 'cancelled') {
    throw conflict(wordsOf('refusal.cancelledRefundedInFull', { number: before.number }));
  }
  // A round of a table's tab is not paid itself: the tab's payers paid it (decision 037).
  const paidByTab = before.paidAt ? null : before.tabId;
  if (!before.paidAt && !paidByTab) {
    throw conflict(wordsOf('refusal.notPaidNothingToRefund', { number: before.number }));
  }
  const lines = await parts.orders.linesOf(orderId, tx);
  const plan = planRefund(before, lines, request);
  const restock = request.restock ?? false;
  const { refund, order } = await parts.orders.addRefund(
    {
      orderId,
      amountCents: plan.parts.amount.amount,
      taxCents: plan.parts.tax.amount,
      discountCents: plan.parts.discount.amount,
      tipCents: plan.parts.tip.amount,
      deliveryFeeCents: plan.deliveryFee.amount,
      lines: plan.lines.map(({ lineId, quantity, amountCents }) => ({ lineId, quantity, amountCents })),
      reason: request.reason,
      restock,
      byUserId: by.id,
      byName: by.name,
      createdAt: parts.clock.now(),
      // Money taken at the counter goes back there: nothing to wait for.
      ...(before.intentId || paidByTab ? {} : { refundedAt: parts.clock.now() }),
    },
    tx,
  );
  if (paidByTab) {
    const { givenBackAtTable } = await parts.tabChecks.refundingRound(
      {
        tabId: paidByTab,
        refundId: refund.id,
        lineIds: plan.lines.map(({ lineId }) => lineId),
        amountCents: refund.amountCents,
        taxCents: refund.taxCents,
      },
      tx,
    );
    if (givenBackAtTable) await parts.orders.markRefundSettled(refund.id, null, parts.clock.now(), tx);
  }
  // A round's dishes never counted as sold on their own (its tab's payments are the sales): the
  // tables feature takes the refund off those payments in the books.
  if (!paidByTab) {
    await parts.stats.orderRefunded(
      before,
      order,
      plan.lines.map(({ line, quantity }) => ({ ...line, quantity })),
      tx,
    );
  }
  for (const { lineId, quantity } of plan.lines) await parts.menu.stock.giveBack(tx, { lineId, quantity, restock });
  const major = (cents: number) => toMajor(money(cents, order.currency));
  await parts.audit.record(
    {
      actor: by,
      action: 'order.refund',
      subject: { kind: 'order', id: orderId },
      before: { number: before.number, refunded: major(before.refundedCents) },
      after: {
        number: order.number,
        refunded: major(order.refundedCents),
        amount: major(refund.amountCents),
        ...(plan.lines.length > 0
          ? { lines: plan.lines.map(({ line, quantity }) => ({ name: line.name, quantity })), restock }
          : {}),
      },
      reason: request.reason,
    },
    tx,
  );
  await parts.orders.announce(order, tx);
  return {
    refund,
    order,
    lines,
    answer: {
      refund: { id: refund.id, amount: major(refund.amountCents) },
      refunded: major(order.refundedCents),
      remaining: toMajor(remainingOf(order)),
    },
  };
}

export interface SettleRefundParts {
  orders: Pick<OrdersRepository, 'markRefundSettled' | 'announce' | 'findById'>;
  tabChecks: Pick<TabChecks, 'settleRoundRefund'>;
  provider: Pick<PaymentProvider, 'refundPart'>;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * Gives a kept partial refund's money back through the provider that took the payment, once (the
 * refund's id is the provider's idempotency key); a failure is logged and tried again by the
 * reconciliation. A cancelled order's whole refund took it back already (and money taken at the
 * counter was given back there as the refund was kept). Answers whether the money is back.
 */
export async function settleRefund(
  parts: SettleRefundParts,
  { refund, order }: { refund: OrderRefundRecord; order: OrderRecord },
): Promise<boolean> {
  if (refund.refundedAt) return true;
  if (!order.intentId && !order.tabId) return false;
  try {
    if (order.intentId) {
      const providerRefundId = await parts.provider.refundPart(order.intentId, {
        amountCents: refund.amountCents,
        key: refund.id,
      });
      await parts.orders.markRefundSettled(refund.id, providerRefundId, parts.clock.now());
    } else {
      // A round's refund: its pieces keep the provider's ids, each given back from a payment of the tab.
      await parts.tabChecks.settleRoundRefund(refund.id);
      await parts.orders.markRefundSettled(refund.id, null, parts.clock.now());
    }
    const now = await parts.orders.findById(order.id);
    if (now) await parts.orders.announce(now);
    return true;
  } catch (error) {
    parts.log.error(
      { err: error, order: order.number, refund: refund.id },
      `could not refund part of order #${order.number}; will try again`,
    );
    return false;
  }
}
