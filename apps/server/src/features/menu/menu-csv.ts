import { Readable } from 'node:stream';
import type { OfferedLanguages } from '@bistro/contract/languages';
import type { MenuCsvColumn, MenuCsvProblem } from '@bistro/contract/menu-csv';
import { CsvError, parse } from 'csv-parse';
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import { badRequest, type Problem } from '../../http/problems.ts';
import { wordsOf } from '../languages/index.ts';
import {
  type DishFields,
  guardFormula,
  MENU_CSV_COLUMNS,
  type MenuCsvDish,
  type MenuCsvNames,
  menuCsvColumnsOffered,
  unguardFormula,
} from './menu-csv-columns.ts';

/**
 * The menu as a CSV a spreadsheet opens: UTF-8 with a byte order mark, RFC 4180 quoting, CRLF
 * line ends, the restaurant's columns (its languages' among them), text cells guarded against formulas.
 */
export function menuCsv(dishes: readonly MenuCsvDish[], names: MenuCsvNames, languages: OfferedLanguages): string {
  const written = menuCsvColumnsOffered(languages).flatMap(({ header, write }) => (write ? [{ header, write }] : []));
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

/**
 * How many problems a refusal lists: the file is read no further once it has found them (a bad 5 MB
 * file once took the site 29 s and answered 86 MB of them).
 */
export const MOST_PROBLEMS_TOLD = 100;
/** How much of a cell a problem quotes. */
const QUOTED_CELL = 40;
/** Records read between two turns of the server to its other requests. */
const RECORDS_PER_TURN = 200;
const CHUNK_BYTES = 64 * 1024;

/** A file that cannot be imported as it is: a 400 naming each bad line and column (the first MOST_PROBLEMS_TOLD). */
const badFile = (problems: MenuCsvProblem[]): Problem => {
  const told = problems.slice(0, MOST_PROBLEMS_TOLD);
  const lines = new Set(told.map((problem) => problem.line)).size;
  const more = problems.length > MOST_PROBLEMS_TOLD ? 'yes' : 'no';
  return badRequest(wordsOf('refusal.csvNotImported', { problems: told.length, lines, more }), { problems: told });
};

/** A cell as a problem quotes it: its start, when it is long. */
const quoted = (cell: string) => (cell.length > QUOTED_CELL ? `${cell.slice(0, QUOTED_CELL)}…` : cell);

/** The file's records, read a chunk at a time, each with where it ends in the file. */
function recordsOf(text: Buffer): AsyncIterable<ParsedRecord> & { destroy(): void } {
  const chunks = Readable.from(
    (function* () {
      for (let at = 0; at < text.length; at += CHUNK_BYTES) yield text.subarray(at, at + CHUNK_BYTES);
    })(),
  );
  return chunks.pipe(parse({ info: true, relax_column_count: true, record_delimiter: ['\r\n', '\n', '\r'] }));
}

/**
 * Reads an import's file: UTF-8 (with or without a byte order mark), comma-separated, a header
 * row naming the columns (a translation's only in a language offered besides the default), option
 * groups and sections named as `names` names them. Answers every dish, or
 * throws a 400 naming every bad line and column (the first MOST_PROBLEMS_TOLD: it stops reading
 * there). It reads a chunk at a time and lets the server answer others between records, so a
 * large file keeps no one waiting.
 */
export async function readMenuCsv(
  file: Buffer,
  names: MenuCsvNames,
  languages: OfferedLanguages,
): Promise<ImportedDish[]> {
  const text = utf8Body(file);
  const lineAt = lineCounter(text);
  const problems: MenuCsvProblem[] = [];
  const imported: ImportedDish[] = [];
  const lineOfId = new Map<string, number>();
  let read: { specs: (typeof MENU_CSV_COLUMNS)[number][]; schema: z.ZodType<Record<string, unknown>> } | undefined;
  let lastEnd = 0;
  let records = 0;
  const reading = recordsOf(text);
  try {
    for await (const { record: cells, info } of reading) {
      const line = lineAt(lastEnd);
      lastEnd = info.bytes;
      if (++records % RECORDS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
      if (cells.length === 1 && cells[0]?.trim() === '') continue;
      if (!read) {
        const columns = readHeader({ cells, line }, languages);
        if ('problems' in columns) throw badFile(columns.problems);
        const schema = z.object(Object.fromEntries(columns.specs.map((spec) => [spec.header, spec.read(names)])));
        read = { specs: columns.specs, schema: schema as unknown as z.ZodType<Record<string, unknown>> };
        continue;
      }
      readDish({ cells, line }, read, { problems, imported, lineOfId });
      if (problems.length > MOST_PROBLEMS_TOLD) break;
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const at = (error as CsvError & { bytes?: number }).bytes ?? 0;
    throw badFile([{ line: lineAt(at), column: null, message: `The file is not valid CSV here: ${error.message}` }]);
  } finally {
    reading.destroy();
  }
  if (!read) throw badFile([{ line: 1, column: null, message: 'The file is empty: it needs a header row' }]);
  if (problems.length > 0) throw badFile(problems);
  return imported;
}

/** One dish's row, read into `imported`, or its problems into `problems`. */
function readDish(
  { cells, line }: { cells: string[]; line: number },
  { specs, schema }: { specs: (typeof MENU_CSV_COLUMNS)[number][]; schema: z.ZodType<Record<string, unknown>> },
  found: { problems: MenuCsvProblem[]; imported: ImportedDish[]; lineOfId: Map<string, number> },
): void {
  if (cells.length !== specs.length) {
    found.problems.push({
      line,
      column: null,
      message: `This row has ${cells.length} cells where the header has ${specs.length}`,
    });
    return;
  }
  const parsed = schema.safeParse(
    Object.fromEntries(specs.map((spec, index) => [spec.header, unguardFormula(cells[index] ?? '')])),
  );
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      found.problems.push({ line, column: String(issue.path[0]), message: issue.message });
    return;
  }
  const dish: ImportedDish = { line, id: null, fields: {}, columns: [] };
  for (const spec of specs) {
    const value = parsed.data[spec.header];
    if (spec.field === 'id') dish.id = value as string | null;
    else {
      Object.assign(dish.fields, { [spec.field]: value });
      dish.columns.push(spec.header);
    }
  }
  const sameId = dish.id === null ? undefined : found.lineOfId.get(dish.id);
  if (sameId !== undefined) {
    found.problems.push({
      line,
      column: 'id',
      message: `Line ${sameId} has the same id: a dish can be on one line only`,
    });
  } else if (dish.id !== null) found.lineOfId.set(dish.id, line);
  found.imported.push(dish);
}

/** The columns a header row names, in its order; or what is wrong with it. */
function readHeader(
  { cells, line }: { cells: string[]; line: number },
  languages: OfferedLanguages,
): { specs: (typeof MENU_CSV_COLUMNS)[number][] } | { problems: MenuCsvProblem[] } {
  const problems: MenuCsvProblem[] = [];
  const specs: (typeof MENU_CSV_COLUMNS)[number][] = [];
  const known = menuCsvColumnsOffered(languages)
    .map((spec) => spec.header)
    .join(', ');
  for (const cell of cells) {
    const name = unguardFormula(cell).trim().toLowerCase();
    const spec = MENU_CSV_COLUMNS.find((column) => column.header === name);
    if (!spec) {
      problems.push({
        line,
        column: quoted(cell),
        message: `"${quoted(cell)}" is not a column of the menu: use ${known}`,
      });
    } else if (spec.language !== undefined && !languages.slice(1).includes(spec.language)) {
      problems.push({ line, column: cell, message: notTranslatedHere(name, spec.language, languages) });
    } else if (specs.includes(spec)) problems.push({ line, column: cell, message: `The column "${name}" is twice` });
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

/**
 * Why a translation's column is refused rather than skipped: an owner who sends German names to a
 * site without German would otherwise see "imported" and no German anywhere.
 */
function notTranslatedHere(column: string, language: string, languages: OfferedLanguages): string {
  const [base] = column.split('_');
  return language === languages[0]
    ? `"${language}" is the menu's default language: its texts are the "${base}" column, not "${column}"`
    : `The restaurant does not offer "${language}" (it offers ${languages.join(',')}): leave the column "${column}" out, or offer the language first`;
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
