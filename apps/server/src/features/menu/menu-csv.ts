import type { MenuCsvColumn, MenuCsvProblem } from '@bistro/contract/menu-csv';
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import { badRequest, type Problem } from '../../http/problems.ts';
import {
  type DishFields,
  guardFormula,
  MENU_CSV_COLUMNS,
  type MenuCsvDish,
  type MenuCsvNames,
  unguardFormula,
} from './menu-csv-columns.ts';

/**
 * The menu as a CSV a spreadsheet opens: UTF-8 with a byte order mark, RFC 4180 quoting, CRLF
 * line ends, every column of MENU_CSV_COLUMNS but an older file's, text cells guarded against formulas.
 */
export function menuCsv(dishes: readonly MenuCsvDish[], names: MenuCsvNames): string {
  const written = MENU_CSV_COLUMNS.flatMap(({ header, write }) => (write ? [{ header, write }] : []));
  return stringify(
    dishes.map((dish) => written.map((column) => guardFormula(column.write(dish, names)))),
    {
      bom: true,
      header: true,
      columns: written.map((column) => column.header),
      record_delimiter: 'windows',
    },
  );
}

interface ParsedRecord {
  record: string[];
  info: { bytes: number };
}

/** One dish as a row of an import's file says it: the fields of the columns the file has. */
export interface ImportedDish {
  /** The file's line where its row starts. */
  line: number;
  id: string | null;
  fields: Partial<DishFields>;
  /** The columns the file has, but id. */
  columns: MenuCsvColumn[];
}

/** A file that cannot be imported as it is: a 400 naming each bad line and column. */
const badFile = (problems: MenuCsvProblem[]): Problem => {
  const lines = new Set(problems.map((problem) => problem.line)).size;
  return badRequest(
    `Nothing was imported: ${problems.length === 1 ? 'one problem' : `${problems.length} problems`} on ${lines === 1 ? 'one line' : `${lines} lines`} of the file`,
    { problems },
  );
};

/**
 * Reads an import's file: UTF-8 (with or without a byte order mark), comma-separated, a header
 * row naming the columns, option groups and sections named as `names` names them. Answers every dish, or
 * throws a 400 naming every bad line and column.
 */
export function readMenuCsv(file: Buffer, names: MenuCsvNames): ImportedDish[] {
  const text = utf8Body(file);
  const lineAt = lineCounter(text);
  let records: ParsedRecord[];
  try {
    // With `info`, each record comes with where it ends in the file.
    records = parse(text, {
      info: true,
      relax_column_count: true,
      record_delimiter: ['\r\n', '\n', '\r'],
    }) as unknown as ParsedRecord[];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const at = (error as CsvError & { bytes?: number }).bytes ?? 0;
    throw badFile([{ line: lineAt(at), column: null, message: `The file is not valid CSV here: ${error.message}` }]);
  }
  const rows = records
    .map(({ record }, index) => ({ cells: record, line: lineAt(records[index - 1]?.info.bytes ?? 0) }))
    .filter(({ cells }) => !(cells.length === 1 && cells[0]?.trim() === ''));
  const [header, ...dishes] = rows;
  if (!header) throw badFile([{ line: 1, column: null, message: 'The file is empty: it needs a header row' }]);

  const columns = readHeader(header);
  if ('problems' in columns) throw badFile(columns.problems);
  const schema = z.object(Object.fromEntries(columns.specs.map((spec) => [spec.header, spec.read(names)])));

  const problems: MenuCsvProblem[] = [];
  const imported: ImportedDish[] = [];
  const lineOfId = new Map<string, number>();
  for (const { cells, line } of dishes) {
    if (cells.length !== columns.specs.length) {
      problems.push({
        line,
        column: null,
        message: `This row has ${cells.length} cells where the header has ${columns.specs.length}`,
      });
      continue;
    }
    const parsed = schema.safeParse(
      Object.fromEntries(columns.specs.map((spec, index) => [spec.header, unguardFormula(cells[index] ?? '')])),
    );
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push({ line, column: String(issue.path[0]), message: issue.message });
      continue;
    }
    const dish: ImportedDish = { line, id: null, fields: {}, columns: [] };
    for (const spec of columns.specs) {
      const value = parsed.data[spec.header];
      if (spec.field === 'id') dish.id = value as string | null;
      else {
        Object.assign(dish.fields, { [spec.field]: value });
        dish.columns.push(spec.header);
      }
    }
    const sameId = dish.id === null ? undefined : lineOfId.get(dish.id);
    if (sameId !== undefined) {
      problems.push({ line, column: 'id', message: `Line ${sameId} has the same id: a dish can be on one line only` });
    } else if (dish.id !== null) lineOfId.set(dish.id, line);
    imported.push(dish);
  }
  if (problems.length > 0) throw badFile(problems);
  return imported;
}

/** The columns a header row names, in its order; or what is wrong with it. */
function readHeader({
  cells,
  line,
}: {
  cells: string[];
  line: number;
}): { specs: (typeof MENU_CSV_COLUMNS)[number][] } | { problems: MenuCsvProblem[] } {
  const problems: MenuCsvProblem[] = [];
  const specs: (typeof MENU_CSV_COLUMNS)[number][] = [];
  const known = MENU_CSV_COLUMNS.flatMap((spec) => (spec.write ? [spec.header] : [])).join(', ');
  for (const cell of cells) {
    const name = unguardFormula(cell).trim().toLowerCase();
    const spec = MENU_CSV_COLUMNS.find((column) => column.header === name);
    if (!spec) problems.push({ line, column: cell, message: `"${cell}" is not a column of the menu: use ${known}` });
    else if (specs.includes(spec)) problems.push({ line, column: cell, message: `The column "${name}" is twice` });
    else if (specs.some((other) => other.field === spec.field)) {
      const other = specs.find((each) => each.field === spec.field)?.header;
      problems.push({ line, column: cell, message: `The columns "${other}" and "${name}" say the same: keep one` });
    } else specs.push(spec);
  }
  for (const spec of MENU_CSV_COLUMNS) {
    if (spec.required && !specs.some((other) => other.field === spec.field)) {
      problems.push({ line, column: spec.header, message: `The header has no "${spec.header}" column` });
    }
  }
  return problems.length > 0 ? { problems } : { specs };
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const UTF16_BOMS = [
  [0xff, 0xfe],
  [0xfe, 0xff],
];
const ZIP_START = [0x50, 0x4b, 0x03, 0x04];
const SAVE_AS = 'save it from your spreadsheet as "CSV UTF-8" and choose it again';
const startsWith = (file: Buffer, bytes: number[]) => bytes.every((byte, index) => file[index] === byte);

/** The file's UTF-8 text, its byte order mark left out; a 400 for a file in another encoding, or not text. */
function utf8Body(file: Buffer): Buffer {
  const notText = (message: string, line = 1) => badFile([{ line, column: null, message }]);
  if (startsWith(file, ZIP_START)) throw notText(`This is a workbook (.xlsx), not a CSV file: ${SAVE_AS}`);
  if (UTF16_BOMS.some((bom) => startsWith(file, bom)) || file.includes(0)) {
    throw notText(`This file is in UTF-16 (Unicode text), not UTF-8: ${SAVE_AS}`);
  }
  const body = startsWith(file, UTF8_BOM) ? file.subarray(UTF8_BOM.length) : file;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(body);
    return body;
  } catch {
    // Where the first byte that is not UTF-8 is, as a person finds it: its line.
    const lenient = new TextDecoder('utf-8').decode(body);
    const at = lenient.indexOf('\uFFFD');
    const line = lenient.slice(0, at).split(/\r\n|\n|\r/).length;
    throw notText(`This file is not in UTF-8 (perhaps Latin-1 or Windows-1252): ${SAVE_AS}`, line);
  }
}

/**
 * Line numbers of a text by byte offset, read forward: asked for offsets in
 * increasing order (as the parser's records come), it counts each line break once.
 */
function lineCounter(bytes: Buffer): (offset: number) => number {
  let position = 0;
  let line = 1;
  return (offset) => {
    for (; position < offset && position < bytes.length; position++) {
      const byte = bytes[position];
      if (byte === 0x0a || (byte === 0x0d && bytes[position + 1] !== 0x0a)) line++;
    }
    return line;
  };
}
