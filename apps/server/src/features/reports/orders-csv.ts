import { money, toMajorText } from '@bistro/contract/money';
import { isoInZone } from '@bistro/contract/restaurant-clock';
import { stringify } from 'csv-stringify/sync';
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
] as const;

/**
 * The paid orders as a CSV a spreadsheet opens: UTF-8 with a byte order mark, RFC 4180 quoting,
 * CRLF line ends, and a cell that starts with =, +, -, @, tab or carriage return prefixed with a
 * single quote (OWASP's CSV injection defence) so a diner named `=HYPERLINK(…)` stays words.
 * Money is the plain major-unit decimal ("12.50"); times are the restaurant's, with their offset.
 */
export function ordersCsv(rows: readonly PaidOrderRow[], currency: string, timeZone: string): string {
  const amount = (cents: number) => toMajorText(money(cents, currency));
  const zero = amount(0);
  return stringify(
    rows.map((row) => [
      row.id,
      isoInZone(row.paidAt, timeZone),
      row.status,
      row.pickupAt ? isoInZone(row.pickupAt, timeZone) : '',
      row.customerName,
      row.email,
      row.phone ?? '',
      row.items,
      // Until the bill carries tax, tips and discounts, the subtotal is the total.
      amount(row.totalCents),
      zero,
      zero,
      zero,
      amount(row.totalCents),
      amount(row.cancelled ? row.totalCents : 0),
      currency,
      row.intentId ?? '',
    ]),
    { bom: true, header: true, columns: [...ORDER_COLUMNS], record_delimiter: 'windows', escape_formulas: true },
  );
}
