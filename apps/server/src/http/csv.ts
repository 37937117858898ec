import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { z } from 'zod';

/**
 * Rows as a CSV a spreadsheet opens, by the books' rules (docs/reports.md): UTF-8 with a byte
 * order mark (Excel reads accents then), RFC 4180 quoting, CRLF line ends, and a cell that starts
 * with =, +, -, @, tab or carriage return prefixed with a single quote (OWASP's CSV injection
 * defence), so that a name typed as `=HYPERLINK(…)` stays words. The reports and the audit log
 * write theirs with it, as a stream: rows read a batch at a time (an async iterable) are written
 * as they come, so a year's orders take the memory of one batch.
 */
export function spreadsheetCsv(
  columns: readonly string[],
  rows: Iterable<readonly string[]> | AsyncIterable<readonly string[]>,
): Readable {
  const csv = stringify({
    bom: true,
    header: true,
    columns: [...columns],
    record_delimiter: 'windows',
    escape_formulas: true,
  });
  // A failure reading the rows destroys the stream with it: Fastify logs it and cuts the download
  // short, so that a half file never looks whole.
  pipeline(Readable.from(rows), csv, () => {});
  return csv;
}

/** A route's answer that is a `spreadsheetCsv` stream (any, to the type provider: it is a stream, not a string). */
export const csvStreamSchema = z.any().describe('UTF-8 CSV with a byte order mark');
