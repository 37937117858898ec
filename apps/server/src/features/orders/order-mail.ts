import { billBreakdown, billRows } from '@bistro/contract/bill-settings';
import { format, money, multiply } from '@bistro/contract/money';
import { cancellationReasonWords, paymentMethodLabels } from '@bistro/contract/orders';
import { pagePaths } from '@bistro/contract/pages';
import { restaurantClock } from '@bistro/contract/restaurant-clock';
import type { MailMessage } from '../mail/index.ts';
import type { GuestOrderKeys } from './guest-order-keys.ts';
import type { OrderLineRecord, OrderRecord } from './orders-repository.ts';
import type { RefundOutcome } from './steps/refund.ts';
import { UNPAID_ORDER_MINUTES } from './steps/unpaid.ts';

/** The order's lines, each with its choices under the dish's name, and its bill (subtotal, discount, tax, tip, total), as the receipt shows them. */
const billText = (order: OrderRecord, lines: OrderLineRecord[]) => [
  ...lines.flatMap((line) => [
    `  ${line.quantity} × ${line.name} — ${format(multiply(money(line.unitPriceCents, order.currency), line.quantity))}`,
    ...line.choices.map((choice) => `      ${choice.group}: ${choice.name}`),
  ]),
  ...billRows(billBreakdown(order)).map((row) => `  ${row.label}: ${format(row.amount)}`),
];

interface OrderMailParts {
  /** PUBLIC_URL, or the address printed at start-up: where the links point. */
  siteUrl: string;
  /** The restaurant's, for the pickup time. */
  timeZone: string;
  contact: { address: string | null; phone: string | null };
  /** A guest's order is opened by a signed link instead of their account. */
  guestKeys: GuestOrderKeys;
}

/** The diner's notices: the order is paid, it is ready to pick up, or it is cancelled. */
export function orderMail({ siteUrl, timeZone, contact, guestKeys }: OrderMailParts) {
  /** A page of the order: its diner's, or for a guest the signed one. */
  const pageOf =
    (forAccount: (id: string) => string, forGuest: (id: string, key: string) => string) => (order: OrderRecord) =>
      `${siteUrl}${order.userId ? forAccount(order.id) : forGuest(order.id, guestKeys.keyFor(order))}`;
  const link = pageOf(pagePaths.order, pagePaths.guestOrder);
  const receiptLink = pageOf(pagePaths.receipt, pagePaths.guestReceipt);
  const clock = restaurantClock(timeZone);
  /** When and where to come, and whom to call: what a diner looks the mail up for. */
  const pickup = (order: OrderRecord) => [
    ...(order.pickupAt ? [`Pick it up: ${clock.on(order.pickupAt)}`] : []),
    ...(contact.address ? [`Where: Bistro Boss, ${contact.address}`] : []),
    ...(contact.phone ? [`Questions? Call us on ${contact.phone}`] : []),
  ];
  return {
    /** The order's page: its diner's, or a guest's (and an order staff entered) by its signed link. */
    orderPage: link,

    paid(order: OrderRecord, lines: OrderLineRecord[]): MailMessage {
      return {
        to: order.email,
        subject: `Bistro Boss: order #${order.number} is paid`,
        link: link(order),
        text: [
          `Hello ${order.customerName},`,
          '',
          order.paymentMethod === 'cash' || order.paymentMethod === 'card_present'
            ? `Thank you: you paid for order #${order.number} at our counter (${paymentMethodLabels[order.paymentMethod].toLowerCase()}).`
            : `Thank you: we have your payment for order #${order.number}, and the kitchen has it.`,
          '',
          ...billText(order, lines),
          ...(order.intentId ? [`  Payment reference: ${order.intentId}`] : []),
          '',
          ...pickup(order),
          '',
          `Follow it here: ${link(order)}`,
          `Your receipt, to print or keep: ${receiptLink(order)}`,
          ...(order.status === 'pending' || order.status === 'preparing'
            ? ['We will write again when it is ready to pick up.']
            : []),
        ].join('\n'),
      };
    },

    ready(order: OrderRecord): MailMessage {
      return {
        to: order.email,
        subject: `Bistro Boss: order #${order.number} is ready`,
        link: link(order),
        text: [
          `Hello ${order.customerName},`,
          '',
          `Your order #${order.number} is ready: come and pick it up at the counter.`,
          ...(contact.address ? [`Where: Bistro Boss, ${contact.address}`] : []),
          '',
          link(order),
        ].join('\n'),
      };
    },

    /**
     * The kitchen cancelled the order: why (the reason's words and the kitchen's note), and what
     * becomes of the money: the whole amount goes back to the card, already or as soon as the
     * provider answers; paid at the counter, it is given back there; due at pickup, nothing was paid.
     */
    cancelled(order: OrderRecord, refund: RefundOutcome): MailMessage {
      const amount = format(money(order.totalCents, order.currency));
      const reason = order.cancelReason ? cancellationReasonWords[order.cancelReason].forDiner : null;
      const subjects: Record<RefundOutcome, string> = {
        refunded: 'is cancelled and refunded',
        pending: 'is cancelled; your refund is on its way',
        'at the counter': 'is cancelled',
        'nothing paid': 'is cancelled',
      };
      const moneyBack: Record<RefundOutcome, string> = {
        refunded: `We have refunded ${amount}, the whole amount, to the card you paid with. Your bank may take a few days to show it.`,
        pending: `We are refunding ${amount}, the whole amount, to the card you paid with. Your bank may take a few days to show it.`,
        'at the counter': `You paid ${amount} at our counter: we give the whole amount back to you there.`,
        'nothing paid': 'Nothing was paid for it, so there is nothing to refund.',
      };
      return {
        to: order.email,
        subject: `Bistro Boss: order #${order.number} ${subjects[refund]}`,
        link: link(order),
        text: [
          `Hello ${order.customerName},`,
          '',
          `We are sorry: the kitchen had to cancel your order #${order.number}.`,
          '',
          ...(reason ? [`Why: ${reason}`] : []),
          ...(order.cancelNote ? [reason ? `The kitchen adds: ${order.cancelNote}` : `Why: ${order.cancelNote}`] : []),
          '',
          moneyBack[refund],
          '',
          `Your order: ${link(order)}`,
        ].join('\n'),
      };
    },

    /** Dishes were added to the order (due at pickup): its lines and new bill, and that it is paid at pickup. */
    changed(order: OrderRecord, lines: OrderLineRecord[]): MailMessage {
      return {
        to: order.email,
        subject: `Bistro Boss: order #${order.number} now comes to ${format(money(order.totalCents, order.currency))}`,
        link: link(order),
        text: [
          `Hello ${order.customerName},`,
          '',
          `We added to your order #${order.number} as you asked. Here it is now, to pay when you pick it up:`,
          '',
          ...billText(order, lines),
          '',
          ...pickup(order),
          '',
          `Your order: ${link(order)}`,
        ].join('\n'),
      };
    },

    /**
     * Staff took the order on the phone or at the counter, to be paid by card online: the order,
     * its bill and the page that takes the payment (the order reaches the kitchen once paid).
     */
    payLink(order: OrderRecord, lines: OrderLineRecord[]): MailMessage {
      return {
        to: order.email,
        subject: `Bistro Boss: pay for your order #${order.number}`,
        link: link(order),
        text: [
          `Hello ${order.customerName},`,
          '',
          `Here is your order #${order.number}, as we took it. Pay for it by card on this page, and the kitchen starts on it:`,
          link(order),
          '',
          ...billText(order, lines),
          '',
          ...pickup(order),
          '',
          `The link keeps your order for ${UNPAID_ORDER_MINUTES} minutes; after that, call us to order again.`,
        ].join('\n'),
      };
    },
  };
}

export type OrderMail = ReturnType<typeof orderMail>;
