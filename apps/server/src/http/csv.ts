import { stringify } from 'csv-stringify/sync';

/**
 * Rows as a CSV a spreadsheet opens, by the books' rules (docs/reports.md): UTF-8 with a byte
 * order mark (Excel reads accents then), RFC 4180 quoting, CRLF line ends, and a cell that starts
 * with =, +, -, @, tab or carriage return prefixed with a single quote (OWASP's CSV injection
 * defence), so that a name typed as `=HYPERLINK(…)` stays words. The reports and the audit log
 * write theirs with it.
 */
export function spreadsheetCsv(columns: readonly string[], rows: readonly (readonly string[])[]): string {
  return stringify(
    rows.map((row) => [...row]),
    { bom: true, header: true, columns: [...columns], record_delimiter: 'windows', escape_formulas: true },
  );
}
