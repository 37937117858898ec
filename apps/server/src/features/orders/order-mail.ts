import { type BillRowKind, billBreakdown, billRows } from '@bistro/contract/bill-settings';
import type { Brand } from '@bistro/contract/brand';
import { intlLocaleOf, type Language } from '@bistro/contract/languages';
import { format, money, multiply } from '@bistro/contract/money';
import { type CancellationReason, dishesInWords } from '@bistro/contract/orders';
import { pagePaths } from '@bistro/contract/pages';
import { restaurantClock } from '@bistro/contract/restaurant-clock';
import { type ServerMessageId, translatorFor } from '../languages/index.ts';
import type { MailMessage } from '../mail/index.ts';
import type { RestaurantNotice } from '../notifications/index.ts';
import type { GuestOrderKeys } from './guest-order-keys.ts';
import type { OrderLineRecord, OrderRecord, OrderRefundRecord } from './orders-repository.ts';
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

/** Why the kitchen cancelled, as the diner reads it (`other`: the kitchen's note says why). */
const cancellationReasonMessages: Record<CancellationReason, ServerMessageId | null> = {
  sold_out: 'mail.reasonSoldOut',
  closing: 'mail.reasonClosing',
  other: null,
  not_accepted: 'mail.reasonNotAccepted',
};

/**
 * The order's lines, each with its choices under the dish's name, and its bill (subtotal, discount,
 * tax, tip, total), as the receipt shows them, the rows named in the order's language.
 */
const billText = (order: OrderRecord, lines: OrderLineRecord[]) => [
  ...lines.flatMap((line) => [
    `  ${line.quantity} × ${line.name} — ${format(multiply(money(line.unitPriceCents, order.currency), line.quantity))}`,
    ...line.choices.map((choice) => `      ${choice.group}: ${choice.name}`),
  ]),
  ...billRows(billBreakdown(order)).map((row) => {
    const t = translatorFor(order.language);
    const label = t(billRowMessages[row.kind]);
    const named = row.kind === 'discount' && order.promoCode ? `${label} (${order.promoCode})` : label;
    return `  ${t('mail.billRow', { label: named, amount: format(row.amount) })}`;
  }),
];

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
 * delivery and delivered, cancelled, changed, or part of it refunded), each in the order's language
 * (the page's it was placed from: docs/languages.md), and the restaurant's of a new order.
 */
export function orderMail({ siteUrl, timeZone, brand, guestKeys }: OrderMailParts) {
  /** A page of the order: its diner's, or for a guest the signed one. */
  const pageOf =
    (forAccount: (id: string) => string, forGuest: (id: string, key: string) => string) => (order: OrderRecord) =>
      `${siteUrl}${order.userId ? forAccount(order.id) : forGuest(order.id, guestKeys.keyFor(order))}`;
  const link = pageOf(pagePaths.order, pagePaths.guestOrder);
  const receiptLink = pageOf(pagePaths.receipt, pagePaths.guestReceipt);
  /** The restaurant's clock in a mail's language: "Wed, Nov 25", « mer. 25 nov. ». */
  const clockIn = (language: Language) => restaurantClock(timeZone, intlLocaleOf(language));
  /** When and where to come, and whom to call: what a diner looks the mail up for, in the mail's language. */
  const where = ({ name, address }: Pick<Brand, 'name' | 'address'>, language: Language) =>
    address ? [translatorFor(language)('mail.where', { name, address })] : [];
  const pickup = (order: OrderRecord, restaurant: Pick<Brand, 'name' | 'address' | 'phone'>) => {
    const { language } = order;
    const t = translatorFor(language);
    const local = clockIn(language);
    const at = (moment: Date) => t('mail.dayAt', { day: local.shortDay(moment), time: local.time(moment) });
    return [
      ...(order.pickupAt ? [t('mail.pickItUp', { when: at(order.pickupAt) })] : []),
      ...where(restaurant, language),
      ...(restaurant.phone ? [t('mail.callUs', { phone: restaurant.phone })] : []),
    ];
  };
  /** An order to pay at pickup, its bill and where to come, under this subject and opening words. */
  const dueAtPickup = (order: OrderRecord, lines: OrderLineRecord[], subject: string, opening: string): MailMessage => {
    const t = translatorFor(order.language);
    return {
      to: order.email,
      subject,
      link: link(order),
      text: [
        t('mail.hello', { name: order.customerName }),
        '',
        opening,
        '',
        ...billText(order, lines),
        '',
        ...pickup(order, brand()),
        '',
        t('mail.yourOrder', { link: link(order) }),
      ].join('\n'),
    };
  };
  return {
    /** The order's page: its diner's, or a guest's (and an order staff entered) by its signed link. */
    orderPage: link,

    /** The order is paid: its bill, when and where to come, its pages. */
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
          ...billText(order, lines),
          ...(order.intentId ? [`  ${t('mail.paymentReference', { reference: order.intentId })}`] : []),
          '',
          ...pickup(order, restaurant),
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
      const t = translatorFor(order.language);
      const { time } = clockIn(order.language);
      const { number } = order;
      return {
        to: order.email,
        subject: order.pickupAt
          ? t('mail.acceptedReadyAtSubject', { restaurant: restaurant.name, number, time: time(order.pickupAt) })
          : t('mail.acceptedSubject', { restaurant: restaurant.name, number }),
        link: link(order),
        text: [
          t('mail.hello', { name: order.customerName }),
          '',
          t('mail.accepted', { number }),
          ...(moved && pickupBefore ? [t('mail.acceptedLater', { time: time(pickupBefore) })] : []),
          '',
          ...pickup(order, restaurant),
          '',
          t('mail.followIt', { link: link(order) }),
        ].join('\n'),
      };
    },

    ready(order: OrderRecord): MailMessage {
      const restaurant = brand();
      const t = translatorFor(order.language);
      const { number } = order;
      return {
        to: order.email,
        subject: t('mail.readySubject', { restaurant: restaurant.name, number }),
        link: link(order),
        text: [
          t('mail.hello', { name: order.customerName }),
          '',
          t('mail.ready', { number }),
          ...where(restaurant, order.language),
          '',
          link(order),
        ].join('\n'),
      };
    },

    /** A delivery left the restaurant: who brings it, and about when it arrives. */
    outForDelivery(order: OrderRecord): MailMessage {
      const restaurant = brand();
      const t = translatorFor(order.language);
      const { number, driverName } = order;
      return {
        to: order.email,
        subject: t('mail.onItsWaySubject', { restaurant: restaurant.name, number }),
        link: link(order),
        text: [
          t('mail.hello', { name: order.customerName }),
          '',
          driverName ? t('mail.onItsWayWith', { number, driver: driverName }) : t('mail.onItsWay', { number }),
          ...(order.delivery
            ? [t('mail.arrivesAbout', { time: clockIn(order.language).time(new Date(order.delivery.arrivalAt)) })]
            : []),
          ...(restaurant.phone ? [t('mail.callUs', { phone: restaurant.phone })] : []),
          '',
          t('mail.followIt', { link: link(order) }),
        ].join('\n'),
      };
    },

    /** A delivery reached the diner's door. */
    delivered(order: OrderRecord): MailMessage {
      const t = translatorFor(order.language);
      const { number } = order;
      return {
        to: order.email,
        subject: t('mail.deliveredSubject', { restaurant: brand().name, number }),
        link: link(order),
        text: [
          t('mail.hello', { name: order.customerName }),
          '',
          t('mail.delivered', { number }),
          '',
          t('mail.receipt', { link: receiptLink(order) }),
        ].join('\n'),
      };
    },

    /**
     * The kitchen cancelled the order: why (the reason's words and the kitchen's note), and what
     * becomes of the money: the whole amount goes back to the card, already or as soon as the
     * provider answers; paid at the counter, it is given back there; due at pickup, nothing was paid.
     */
    cancelled(order: OrderRecord, refund: RefundOutcome): MailMessage {
      const t = translatorFor(order.language);
      const { number } = order;
      const amount = format(money(order.totalCents - order.refundedCents, order.currency));
      const part = order.refundedCents > 0 ? 'rest' : 'whole';
      const reasonId = order.cancelReason ? cancellationReasonMessages[order.cancelReason] : null;
      const reason = reasonId ? t(reasonId) : null;
      const subjects: Record<RefundOutcome, ServerMessageId> = {
        refunded: 'mail.cancelledRefundedSubject',
        pending: 'mail.cancelledRefundPendingSubject',
        'at the counter': 'mail.cancelledSubject',
        'nothing paid': 'mail.cancelledSubject',
      };
      const moneyBack: Record<RefundOutcome, ServerMessageId> = {
        refunded: 'mail.cancelledRefunded',
        pending: 'mail.cancelledRefundPending',
        'at the counter': 'mail.cancelledGivenBackAtCounter',
        'nothing paid': 'mail.cancelledNothingPaid',
      };
      return {
        to: order.email,
        subject: t(subjects[refund], { restaurant: brand().name, number }),
        link: link(order),
        text: [
          t('mail.hello', { name: order.customerName }),
          '',
          t('mail.cancelled', { number }),
          '',
          ...(reason ? [t('mail.why', { reason })] : []),
          ...(order.cancelNote
            ? [reason ? t('mail.kitchenAdds', { note: order.cancelNote }) : t('mail.why', { reason: order.cancelNote })]
            : []),
          '',
          t(moneyBack[refund], { amount, part }),
          '',
          t('mail.yourOrder', { link: link(order) }),
        ].join('\n'),
      };
    },

    /** Dishes were added to the order or taken off it (due at pickup): its lines and new bill, and that it is paid at pickup. */
    changed(order: OrderRecord, lines: OrderLineRecord[]): MailMessage {
      const t = translatorFor(order.language);
      const { number } = order;
      const total = format(money(order.totalCents, order.currency));
      return dueAtPickup(
        order,
        lines,
        t('mail.changedSubject', { restaurant: brand().name, number, total }),
        t('mail.changed', { number }),
      );
    },

    /** Dishes added to a paid order, as an order of their own to pay at pickup: that order and its bill. */
    added(order: OrderRecord, lines: OrderLineRecord[], to: Pick<OrderRecord, 'number'>): MailMessage {
      const t = translatorFor(order.language);
      return dueAtPickup(
        order,
        lines,
        t('mail.addedSubject', { restaurant: brand().name, number: to.number }),
        t('mail.added', { number: order.number, to: to.number }),
      );
    },

    /**
     * Staff took the order on the phone or at the counter, to be paid by card online: the order,
     * its bill and the page that takes the payment (the order reaches the kitchen once paid).
     */
    payLink(order: OrderRecord, lines: OrderLineRecord[]): MailMessage {
      const restaurant = brand();
      const t = translatorFor(order.language);
      const { number } = order;
      return {
        to: order.email,
        subject: t('mail.payLinkSubject', { restaurant: restaurant.name, number }),
        link: link(order),
        text: [
          t('mail.hello', { name: order.customerName }),
          '',
          t('mail.payLink', { number }),
          link(order),
          '',
          ...billText(order, lines),
          '',
          ...pickup(order, restaurant),
          '',
          t('mail.payLinkKeeps', { minutes: UNPAID_ORDER_MINUTES }),
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
      const t = translatorFor(order.language);
      const inCurrency = (cents: number) => format(money(cents, order.currency));
      const amount = inCurrency(refund.amountCents);
      const { number } = order;
      const what = refund.lines.map((item) => ({
        quantity: item.quantity,
        name: lines.find((line) => line.id === item.lineId)?.name ?? '',
      }));
      return {
        to: order.email,
        subject: t('mail.partlyRefundedSubject', { restaurant: brand().name, amount, number }),
        link: link(order),
        text: [
          t('mail.hello', { name: order.customerName }),
          '',
          what.length > 0
            ? t('mail.partlyRefundedLines', {
                what: dishesInWords(what, order.language),
                number,
              })
            : t('mail.partlyRefunded', { number }),
          t('mail.why', { reason: refund.reason }),
          '',
          paidAtTheCounter(order)
            ? t('mail.partGivenBackAtCounter', { amount })
            : settled
              ? t('mail.partRefunded', { amount })
              : t('mail.partRefundPending', { amount }),
          t('mail.paidAndRefunded', { paid: inCurrency(order.totalCents), refunded: inCurrency(order.refundedCents) }),
          '',
          t('mail.yourOrder', { link: link(order) }),
          t('mail.yourReceipt', { link: receiptLink(order) }),
        ].join('\n'),
      };
    },

    /**
     * The restaurant's notice of a new paid order (RESTAURANT_EMAIL, the staff who asked): what to
     * cook and for when, the diner's note, and by when a cook must accept it if one must.
     */
    newOrder:
      (order: OrderRecord, lines: OrderLineRecord[]): RestaurantNotice =>
      (language) => {
        const t = translatorFor(language);
        const clockInLanguage = clockIn(language);
        const board = `${siteUrl}${pagePaths.kitchenBoard}`;
        const number = order.number;
        const when = order.pickupAt
          ? t('alert.pickupAt', { time: clockInLanguage.time(order.pickupAt) })
          : t('alert.pickupSoonest');
        const acceptBy = order.acceptBy ? clockInLanguage.time(order.acceptBy) : null;
        return {
          subject: acceptBy
            ? t('alert.newOrderAcceptBySubject', { number, when, acceptBy })
            : t('alert.newOrderSubject', { number, when }),
          link: board,
          text: [
            order.pickupAt
              ? t('alert.orderPaidForPickup', {
                  number,
                  when: t('mail.dayAt', {
                    day: clockInLanguage.shortDay(order.pickupAt),
                    time: clockInLanguage.time(order.pickupAt),
                  }),
                })
              : t('alert.orderPaid', { number }),
            ...(acceptBy ? [t('alert.acceptBy', { acceptBy })] : []),
            '',
            ...lines.flatMap((line) => [
              `  ${line.quantity} × ${line.name}`,
              ...line.choices.map((choice) => `      ${choice.group}: ${choice.name}`),
            ]),
            ...(order.note ? ['', t('alert.note', { note: order.note })] : []),
            '',
            order.phone
              ? t('alert.orderForPhone', { name: order.customerName, phone: order.phone })
              : t('alert.orderFor', { name: order.customerName }),
            '',
            t('alert.kitchenBoard', { link: board }),
          ].join('\n'),
          sms: acceptBy
            ? t('alert.newOrderAcceptBySms', { number, when, acceptBy, link: board })
            : t('alert.newOrderSms', { number, when, link: board }),
        };
      },
  };
}

export type OrderMail = ReturnType<typeof orderMail>;
