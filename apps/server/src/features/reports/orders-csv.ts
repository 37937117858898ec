import type { Readable } from 'node:stream';
import { money, toMajorText } from '@bistro/contract/money';
import { isoInZone } from '@bistro/contract/restaurant-clock';
import { spreadsheetCsv } from '../../http/csv.ts';
import type { PaidOrderRow } from './reports-repository.ts';

/** The orders CSV's columns, in order: the header row's words. */
export const ORDER_COLUMNS = [
  'order id',
  'placed at',
  'status',
  'pickup time',
  'diner name',
  'email',
  'phone',
  'items',
  'subtotal',
  'tax',
  'tip',
  'discount',
  'total',
  'refunded',
  'currency',
  'payment reference',
  'channel',
  'payment method',
  'delivery fee',
  'fulfilment',
  'added to',
] as const;

/**
 * The paid orders as a CSV a spreadsheet opens (`spreadsheetCsv`: formula-safe, UTF-8 with a BOM),
 * so a diner named `=HYPERLINK(…)` stays words. Money is the plain major-unit decimal ("12.50");
 * times are the restaurant's, with their offset.
 */
export function ordersCsv(rows: AsyncIterable<PaidOrderRow>, timeZone: string): Readable {
  return spreadsheetCsv(ORDER_COLUMNS, cellsOf(rows, timeZone));
}

/** Each paid order as the CSV's cells, as the rows come. */
async function* cellsOf(rows: AsyncIterable<PaidOrderRow>, timeZone: string): AsyncGenerator<string[]> {
  for await (const row of rows) {
    const amount = (cents: number) => toMajorText(money(cents, row.currency));
    yield [
      row.id,
      isoInZone(row.paidAt, timeZone),
      row.status,
      row.pickupAt ? isoInZone(row.pickupAt, timeZone) : '',
      row.customerName,
      row.email,
      row.phone ?? '',
      row.items,
      amount(row.subtotalCents),
      amount(row.taxCents),
      amount(row.tipCents),
      amount(row.discountCents),
      amount(row.totalCents),
      amount(row.refundedCents),
      row.currency,
      row.intentId ?? '',
      row.channel,
      row.paymentMethod ?? '',
      amount(row.deliveryFeeCents),
      row.fulfilment,
      row.addedToOrderId ?? '',
    ];
  }
}
