import type { BillRow, BillRowKind } from '@bistro/contract/bill-settings';
import {
  type Order,
  type OrderChannel,
  type OrderStatus,
  type OrderStatusPhrase,
  orderStatusPhrase,
  type PaymentPhrase,
  paymentPhrase,
} from '@bistro/contract/orders';
import { type MessageId, useTranslate } from './i18n.ts';

const statusMessages: Record<OrderStatusPhrase, MessageId> = {
  awaiting_payment: 'orderStatus.awaitingPayment',
  pending: 'orderStatus.pending',
  preparing: 'orderStatus.preparing',
  ready: 'orderStatus.ready',
  out_for_delivery: 'orderStatus.outForDelivery',
  delivered: 'orderStatus.delivered',
  completed: 'orderStatus.completed',
  cancelled: 'orderStatus.cancelled',
  due_pending: 'orderStatus.duePending',
  due_cancelled: 'orderStatus.dueCancelled',
  round_pending: 'orderStatus.roundPending',
  round_ready: 'orderStatus.roundReady',
  served: 'orderStatus.served',
  ready_to_go_out: 'orderStatus.readyToGoOut',
  out_with_driver: 'orderStatus.outWithDriver',
};

const paymentMessages: Record<PaymentPhrase, MessageId> = {
  card: 'orderPayment.card',
  cash: 'orderPayment.cash',
  card_present: 'orderPayment.cardPresent',
  by_link: 'orderPayment.byLink',
  nothing_paid: 'orderPayment.nothingPaid',
  at_pickup: 'orderPayment.atPickup',
  on_tab: 'orderPayment.onTab',
  paid_at_table: 'orderPayment.paidAtTable',
};

const channelMessages: Record<OrderChannel, MessageId> = {
  online: 'orderChannel.online',
  counter: 'orderChannel.counter',
  phone: 'orderChannel.phone',
  table: 'orderChannel.table',
};

const billRowMessages: Record<BillRowKind, MessageId> = {
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

/** An order's status, how it is paid, where it was taken and its bill's rows, in the page's language (the contract's words in English). */
export function useOrderWords() {
  const t = useTranslate();
  return {
    status: (order: Parameters<typeof orderStatusPhrase>[0]) =>
      t(statusMessages[orderStatusPhrase(order)], { driver: order.fulfilment?.driver ?? '' }),
    /** A status alone, as a list of payments names its order's: "Picked up", « Retirée ». */
    statusLabel: (status: OrderStatus) => t(statusMessages[status]),
    payment: (order: Parameters<typeof paymentPhrase>[0]) => t(paymentMessages[paymentPhrase(order)]),
    /** Where it was taken: "Online", « Au comptoir ». */
    channel: (channel: OrderChannel) => t(channelMessages[channel]),
    /** Where it was taken, as the kitchen's board marks it: the table's name for a round ("Table T4"), else its channel. */
    whereTaken: (order: Pick<Order, 'channel' | 'table'>) =>
      order.table ? t('orderChannel.atTable', { table: order.table }) : t(channelMessages[order.channel]),
    /** A bill row's name: "Subtotal", "Discount (SPRING10)", « Pourboire ». */
    billRow: (row: BillRow, promoCode?: string | null) => {
      const label = t(billRowMessages[row.kind]);
      return row.kind === 'discount' && promoCode ? `${label} (${promoCode})` : label;
    },
  };
}
