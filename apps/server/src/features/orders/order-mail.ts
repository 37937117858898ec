import { type BillRowKind, billBreakdown, billRows } from '@bistro/contract/bill-settings';
import type { Brand } from '@bistro/contract/brand';
import { intlLocaleOf, type Language } from '@bistro/contract/languages';
import { format, money, multiply } from '@bistro/contract/money';
import { cancellationReasonWords } from '@bistro/contract/orders';
import { pagePaths } from '@bistro/contract/pages';
import { restaurantClock } from '@bistro/contract/restaurant-clock';
import { type ServerMessageId, translatorFor } from '../languages/index.ts';
import type { MailMessage } from '../mail/index.ts';
import type { RestaurantNotice } from '../notifications/index.ts';
import type { GuestOrderKeys } from './guest-order-keys.ts';
import type { OrderLineRecord, OrderRecord, OrderRefundRecord } from './orders-repository.ts';
import { refundedLinesText } from './steps/partial-refund.ts';
import { paidAtTheCounter, type RefundOutcome } from './steps/refund.ts';
import { UNPAID_ORDER_MINUTES } from './steps/unpaid.ts';

const billRowMessages: Record<BillRowKind, ServerMessageId> = {
  subtotal: 'bill.subtotal',
  discount: 'bill.discount',
  delivery: 'bill.delivery',
  tax: 'bill.tax',
  tax_included: 'bill.taxIncluded',
  tip: 'bill.tip',
  total: 'bill.total',
  refunded: 'bill.refunded',
  paid_less_refunds: 'bill.paidLessRefunds',
};

/**
 * The order's lines, each with its choices under the dish's name, and its bill (subtotal, discount,
 * tax, tip, total), as the receipt shows them, the rows named in the mail's language.
 */
const billText = (order: OrderRecord, lines: OrderLineRecord[], language: Language) => [
  ...lines.flatMap((line) => [
    `  ${line.quantity} × ${line.name} — ${format(multiply(money(line.unitPriceCents, order.currency), line.quantity))}`,
    ...line.choices.map((choice) => `      ${choice.group}: ${choice.name}`),
  ]),
  ...billRows(billBreakdown(order)).map((row) => {
    const t = translatorFor(language);
    const label = t(billRowMessages[row.kind]);
    const named = row.kind === 'discount' && order.promoCode ? `${label} (${order.promoCode})` : label;
    return `  ${t('mail.billRow', { label: named, amount: format(row.amount) })}`;
  }),
];

/**
 * The paid mail is written in the order's language (the page's it was placed from); the other
 * notices' own sentences are English still (docs/languages.md), and so are their shared parts.
 */
const ENGLISH: Language = 'en';

interface OrderMailParts {
  /** PUBLIC_URL, or the address printed at start-up: where the links point. */
  siteUrl: string;
  /** The restaurant's, for the pickup time. */
  timeZone: string;
  /** The restaurant as it stands: its name, address and phone. */
  brand: () => Pick<Brand, 'name' | 'address' | 'phone'>;
  /** A guest's order is opened by a signed link instead of their account. */
  guestKeys: GuestOrderKeys;
}

/**
 * The diner's notices (the order is paid, accepted by the kitchen, ready to pick up or out for
 * delivery and delivered, cancelled, or part of it refunded) and the restaurant's of a new order.
 */
export function orderMail({ siteUrl, timeZone, brand, guestKeys }: OrderMailParts) {
  /** A page of the order: its diner's, or for a guest the signed one. */
  const pageOf =
    (forAccount: (id: string) => string, forGuest: (id: string, key: string) => string) => (order: OrderRecord) =>
      `${siteUrl}${order.userId ? forAccount(order.id) : forGuest(order.id, guestKeys.keyFor(order))}`;
  const link = pageOf(pagePaths.order, pagePaths.guestOrder);
  const receiptLink = pageOf(pagePaths.receipt, pagePaths.guestReceipt);
  const clock = restaurantClock(timeZone);
  /** The restaurant's clock in a mail's language: "Wed, Nov 25", « mer. 25 nov. ». */
  const clockIn = (language: Language) => restaurantClock(timeZone, intlLocaleOf(language));
  /** When and where to come, and whom to call: what a diner looks the mail up for, in the mail's language. */
  const where = ({ name, address }: Pick<Brand, 'name' | 'address'>, language: Language) =>
    address ? [translatorFor(language)('mail.where', { name, address })] : [];
  const pickup = (order: OrderRecord, restaurant: Pick<Brand, 'name' | 'address' | 'phone'>, language: Language) => {
    const t = translatorFor(language);
    const local = clockIn(language);
    const at = (moment: Date) => t('mail.dayAt', { day: local.shortDay(moment), time: local.time(moment) });
    return [
      ...(order.pickupAt ? [t('mail.pickItUp', { when: at(order.pickupAt) })] : []),
      ...where(restaurant, language),
      ...(restaurant.phone ? [t('mail.callUs', { phone: restaurant.phone })] : []),
    ];
  };
  /** An order to pay at pickup, its bill and where to come: the subject after the restaurant's name, and the opening words. */
  const dueAtPickup = (order: OrderRecord, lines: OrderLineRecord[], subject: string, opening: string): MailMessage => {
    const restaurant = brand();
    return {
      to: order.email,
      subject: `${restaurant.name}: ${subject}`,
      link: link(order),
      text: [
        `Hello ${order.customerName},`,
        '',
        opening,
        '',
        ...billText(order, lines, ENGLISH),
        '',
        ...pickup(order, restaurant, ENGLISH),
        '',
        `Your order: ${link(order)}`,
      ].join('\n'),
    };
  };
  return {
    /** The order's page: its diner's, or a guest's (and an order staff entered) by its signed link. */
    orderPage: link,

    /** The order is paid: its bill, when and where to come, its pages; in the order's language. */
    paid(order: OrderRecord, lines: OrderLineRecord[]): MailMessage {
      const restaurant = brand();
      const t = translatorFor(order.language);
      const { number } = order;
      const thanks =
        order.paymentMethod === 'cash'
          ? t('mail.paidInCash', { number })
          : order.paymentMethod === 'card_present'
            ? t('mail.paidByCardAtCounter', { number })
            : t('mail.paidOnline', { number });
      return {
        to: order.email,
        subject: t('mail.paidSubject', { restaurant: restaurant.name, number }),
        link: link(order),
        text: [
          t('mail.hello', { name: order.customerName }),
          '',
          thanks,
          ...(order.acceptBy
            ? [t('mail.kitchenConfirmsBy', { time: clockIn(order.language).time(order.acceptBy) })]
            : []),
          '',
          ...billText(order, lines, order.language),
          ...(order.intentId ? [`  ${t('mail.paymentReference', { reference: order.intentId })}`] : []),
          '',
          ...pickup(order, restaurant, order.language),
          '',
          t('mail.followIt', { link: link(order) }),
          t('mail.receipt', { link: receiptLink(order) }),
          ...(order.status === 'pending' || order.status === 'preparing'
            ? [order.fulfilment === 'delivery' ? t('mail.writeWhenOnItsWay') : t('mail.writeWhenReady')]
            : []),
        ].join('\n'),
      };
    },

    /**
     * The kitchen took the order on: when to come, and whether that moved from the time the diner
     * chose (`pickupBefore`).
     */
    accepted(order: OrderRecord, { pickupBefore }: { pickupBefore: Date | null }): MailMessage {
      const moved = order.pickupAt && pickupBefore && order.pickupAt.getTime() !== pickupBefore.getTime();
      const restaurant = brand();
      return {
        to: order.email,
        subject: order.pickupAt
          ? `${restaurant.name}: order #${order.number} is accepted, ready at ${clock.time(order.pickupAt)}`
          : `${restaurant.name}: order #${order.number} is accepted`,
        link: link(order),
        text: [
          `Hello ${order.customerName},`,
          '',
          `The kitchen has accepted your order #${order.number} and is preparing it.`,
          ...(moved && pickupBefore
            ? [`It needs a little longer than the ${clock.time(pickupBefore)} you chose: it will be ready then.`]
            : []),
          '',
          ...pickup(order, restaurant, ENGLISH),
          '',
          `Follow it here: ${link(order)}`,
        ].join('\n'),
      };
    },

    ready(order: OrderRecord): MailMessage {
      const restaurant = brand();
      return {
        to: order.email,
        subject: `${restaurant.name}: order #${order.number} is ready`,
        link: link(order),
        text: [
          `Hello ${order.customerName},`,
          '',
          `Your order #${order.number} is ready: come and pick it up at the counter.`,
          ...where(restaurant, ENGLISH),
          '',
          link(order),
        ].join('\n'),
      };
    },

    /** A delivery left the restaurant: who brings it, and about when it arrives. */
    outForDelivery(order: OrderRecord): MailMessage {
      const restaurant = brand();
      return {
        to: order.email,
        subject: `${restaurant.name}: order #${order.number} is on its way`,
        link: link(order),
        text: [
          `Hello ${order.customerName},`,
          '',
          `Your order #${order.number} is out for delivery${order.driverName ? ` with ${order.driverName}` : ''}.`,
          ...(order.delivery ? [`It should arrive at about ${clock.time(new Date(order.delivery.arrivalAt))}.`] : []),
          ...(restaurant.phone ? [`Questions? Call us on ${restaurant.phone}`] : []),
          '',
          `Follow it here: ${link(order)}`,
        ].join('\n'),
      };
    },

    /** A delivery reached the diner's door. */
    delivered(order: OrderRecord): MailMessage {
      const restaurant = brand();
      return {
        to: order.email,
        subject: `${restaurant.name}: order #${order.number} is delivered`,
        link: link(order),
        text: [
          `Hello ${order.customerName},`,
          '',
          `Your order #${order.number} is delivered. Enjoy your meal!`,
          '',
          `Your receipt, to print or keep: ${receiptLink(order)}`,
        ].join('\n'),
      };
    },

    /**
     * The kitchen cancelled the order: why (the reason's words and the kitchen's note), and what
     * becomes of the money: the whole amount goes back to the card, already or as soon as the
     * provider answers; paid at the counter, it is given back there; due at pickup, nothing was paid.
     */
    cancelled(order: OrderRecord, refund: RefundOutcome): MailMessage {
      const amount = format(money(order.totalCents - order.refundedCents, order.currency));
      const whole = order.refundedCents > 0 ? 'what was left of it after the earlier refund' : 'the whole amount';
      const reason = order.cancelReason ? cancellationReasonWords[order.cancelReason].forDiner : null;
      const subjects: Record<RefundOutcome, string> = {
        refunded: 'is cancelled and refunded',
        pending: 'is cancelled; your refund is on its way',
        'at the counter': 'is cancelled',
        'nothing paid': 'is cancelled',
      };
      const moneyBack: Record<RefundOutcome, string> = {
        refunded: `We have refunded ${amount}, ${whole}, to the card you paid with. Your bank may take a few days to show it.`,
        pending: `We are refunding ${amount}, ${whole}, to the card you paid with. Your bank may take a few days to show it.`,
        'at the counter': `You paid at our counter: we give ${amount}, ${whole}, back to you there.`,
        'nothing paid': 'Nothing was paid for it, so there is nothing to refund.',
      };
      const { name } = brand();
      return {
        to: order.email,
        subject: `${name}: order #${order.number} ${subjects[refund]}`,
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

    /** Dishes were added to the order or taken off it (due at pickup): its lines and new bill, and that it is paid at pickup. */
    changed(order: OrderRecord, lines: OrderLineRecord[]): MailMessage {
      return dueAtPickup(
        order,
        lines,
        `order #${order.number} now comes to ${format(money(order.totalCents, order.currency))}`,
        `We changed your order #${order.number} as you asked. Here it is now, to pay when you pick it up:`,
      );
    },

    /** Dishes added to a paid order, as an order of their own to pay at pickup: that order and its bill. */
    added(order: OrderRecord, lines: OrderLineRecord[], to: Pick<OrderRecord, 'number'>): MailMessage {
      return dueAtPickup(
        order,
        lines,
        `dishes added to your order #${to.number}`,
        `We added dishes to your order #${to.number} as you asked. They are order #${order.number}, to pay when you pick it up:`,
      );
    },

    /**
     * Staff took the order on the phone or at the counter, to be paid by card online: the order,
     * its bill and the page that takes the payment (the order reaches the kitchen once paid).
     */
    payLink(order: OrderRecord, lines: OrderLineRecord[]): MailMessage {
      const restaurant = brand();
      return {
        to: order.email,
        subject: `${restaurant.name}: pay for your order #${order.number}`,
        link: link(order),
        text: [
          `Hello ${order.customerName},`,
          '',
          `Here is your order #${order.number}, as we took it. Pay for it by card on this page, and the kitchen starts on it:`,
          link(order),
          '',
          ...billText(order, lines, ENGLISH),
          '',
          ...pickup(order, restaurant, ENGLISH),
          '',
          `The link keeps your order for ${UNPAID_ORDER_MINUTES} minutes; after that, call us to order again.`,
        ].join('\n'),
      };
    },

    /**
     * Staff refunded part of the order: what (the lines, or an amount), why, how much went back
     * (already, `settled`, or as soon as the provider answers), and what was paid in all and
     * refunded so far.
     */
    partlyRefunded(
      order: OrderRecord,
      refund: OrderRefundRecord,
      lines: readonly OrderLineRecord[],
      { settled }: { settled: boolean },
    ): MailMessage {
      const amount = format(money(refund.amountCents, order.currency));
      const what = refund.lines.length > 0 ? refundedLinesText(refund, lines) : null;
      return {
        to: order.email,
        subject: `${brand().name}: ${amount} of order #${order.number} is refunded`,
        link: link(order),
        text: [
          `Hello ${order.customerName},`,
          '',
          what
            ? `We have refunded ${what} of your order #${order.number}.`
            : `We have refunded part of your order #${order.number}.`,
          `Why: ${refund.reason}`,
          '',
          paidAtTheCounter(order)
            ? `You paid at our counter: we give ${amount} back to you there.`
            : `We ${settled ? 'have refunded' : 'are refunding'} ${amount} to the card you paid with. Your bank may take a few days to show it.`,
          `You paid ${format(money(order.totalCents, order.currency))}; ${format(money(order.refundedCents, order.currency))} of it is refunded in all.`,
          '',
          `Your order: ${link(order)}`,
          `Your receipt: ${receiptLink(order)}`,
        ].join('\n'),
      };
    },

    /**
     * The restaurant's notice of a new paid order (RESTAURANT_EMAIL, the staff who asked): what to
     * cook and for when, the diner's note, and by when a cook must accept it if one must.
     */
    newOrder(order: OrderRecord, lines: OrderLineRecord[]): RestaurantNotice {
      const board = `${siteUrl}${pagePaths.kitchenBoard}`;
      const when = order.pickupAt ? `pickup ${clock.time(order.pickupAt)}` : 'pickup as soon as possible';
      const acceptBy = order.acceptBy ? clock.time(order.acceptBy) : null;
      return {
        subject: `New order #${order.number}: ${when}${acceptBy ? `, accept it by ${acceptBy}` : ''}`,
        link: board,
        text: [
          `Order #${order.number} is paid${order.pickupAt ? `, for pickup ${clock.on(order.pickupAt)}` : ''}.`,
          ...(acceptBy
            ? [`Accept it on the kitchen board by ${acceptBy}: if nobody does, it is cancelled and refunded.`]
            : []),
          '',
          ...lines.flatMap((line) => [
            `  ${line.quantity} × ${line.name}`,
            ...line.choices.map((choice) => `      ${choice.group}: ${choice.name}`),
          ]),
          ...(order.note ? ['', `Note: ${order.note}`] : []),
          '',
          `For ${order.customerName}${order.phone ? `, ${order.phone}` : ''}.`,
          '',
          `The kitchen board: ${board}`,
        ].join('\n'),
        sms: `New order #${order.number}, ${when}${acceptBy ? `. Accept it by ${acceptBy}` : ''}: ${board}`,
      };
    },
  };
}

export type OrderMail = ReturnType<typeof orderMail>;
