import { Readable } from 'node:stream';
import type { OfferedLanguages } from '@bistro/contract/languages';
import type { MenuCsvColumn, MenuCsvProblem } from '@bistro/contract/menu-csv';
import { CsvError, parse } from 'csv-parse';
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import { badRequest, type DetailsWords, type Problem, type ProblemWords } from '../../http/problems.ts';
import { type ServerMessageId, wordsOf } from '../languages/index.ts';
import {
  type DishFields,
  guardFormula,
  MENU_CSV_COLUMNS,
  type MenuCsvDish,
  type MenuCsvNames,
  menuCsvColumnsOffered,
  problemWordsOf,
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

/** What is wrong with one cell (or a whole line, or the file), in every language: a 400 says it in the reader's. */
interface CsvProblem extends Omit<MenuCsvProblem, 'message'> {
  message: ProblemWords;
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

/**
 * A file that cannot be imported as it is: a 400 naming each bad line and column (the first
 * MOST_PROBLEMS_TOLD), each problem said in the reader's language.
 */
const badFile = (problems: CsvProblem[]): Problem => {
  const told = problems.slice(0, MOST_PROBLEMS_TOLD);
  const lines = new Set(told.map((problem) => problem.line)).size;
  const more = problems.length > MOST_PROBLEMS_TOLD ? 'yes' : 'no';
  const details: DetailsWords = (language) => ({
    problems: told.map((problem): MenuCsvProblem => ({ ...problem, message: problem.message(language) })),
  });
  return badRequest(wordsOf('refusal.csvNotImported', { problems: told.length, lines, more }), details);
};

/** A problem of the whole file, or of a line, in the server's words. */
const fileProblem = (line: number, id: ServerMessageId, values?: Record<string, string | number>): CsvProblem => ({
  line,
  column: null,
  message: wordsOf(id, values),
});

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
  const problems: CsvProblem[] = [];
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
    throw badFile([fileProblem(lineAt(at), 'csvProblem.notValidCsv', { error: error.message })]);
  } finally {
    reading.destroy();
  }
  if (!read) throw badFile([fileProblem(1, 'csvProblem.emptyFile')]);
  if (problems.length > 0) throw badFile(problems);
  return imported;
}

/** One dish's row, read into `imported`, or its problems into `problems`. */
function readDish(
  { cells, line }: { cells: string[]; line: number },
  { specs, schema }: { specs: (typeof MENU_CSV_COLUMNS)[number][]; schema: z.ZodType<Record<string, unknown>> },
  found: { problems: CsvProblem[]; imported: ImportedDish[]; lineOfId: Map<string, number> },
): void {
  if (cells.length !== specs.length) {
    found.problems.push(
      fileProblem(line, 'csvProblem.cellsNotColumns', { cells: cells.length, columns: specs.length }),
    );
    return;
  }
  const parsed = schema.safeParse(
    Object.fromEntries(specs.map((spec, index) => [spec.header, unguardFormula(cells[index] ?? '')])),
  );
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      found.problems.push({ line, column: String(issue.path[0]), message: problemWordsOf(issue) });
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
    found.problems.push({ line, column: 'id', message: wordsOf('csvProblem.sameIdAs', { line: sameId }) });
  } else if (dish.id !== null) found.lineOfId.set(dish.id, line);
  found.imported.push(dish);
}

/** The columns a header row names, in its order; or what is wrong with it. */
function readHeader(
  { cells, line }: { cells: string[]; line: number },
  languages: OfferedLanguages,
): { specs: (typeof MENU_CSV_COLUMNS)[number][] } | { problems: CsvProblem[] } {
  const problems: CsvProblem[] = [];
  const specs: (typeof MENU_CSV_COLUMNS)[number][] = [];
  const known = menuCsvColumnsOffered(languages)
    .map((spec) => spec.header)
    .join(', ');
  for (const cell of cells) {
    const name = unguardFormula(cell).trim().toLowerCase();
    const spec = MENU_CSV_COLUMNS.find((column) => column.header === name);
    if (!spec) {
      const column = quoted(cell);
      problems.push({ line, column, message: wordsOf('csvProblem.notAColumn', { column, columns: known }) });
    } else if (spec.language !== undefined && !languages.slice(1).includes(spec.language)) {
      problems.push({ line, column: cell, message: notTranslatedHere(name, spec.language, languages) });
    } else if (specs.includes(spec)) {
      problems.push({ line, column: cell, message: wordsOf('csvProblem.columnTwice', { column: name }) });
    } else if (specs.some((other) => other.field === spec.field)) {
      const first = specs.find((each) => each.field === spec.field)?.header ?? '';
      problems.push({ line, column: cell, message: wordsOf('csvProblem.columnsSaySame', { first, second: name }) });
    } else specs.push(spec);
  }
  for (const spec of MENU_CSV_COLUMNS) {
    if (spec.required && !specs.some((other) => other.field === spec.field)) {
      problems.push({ line, column: spec.header, message: wordsOf('csvProblem.noColumn', { column: spec.header }) });
    }
  }
  return problems.length > 0 ? { problems } : { specs };
}

/**
 * Why a translation's column is refused rather than skipped: an owner who sends German names to a
 * site without German would otherwise see "imported" and no German anywhere.
 */
function notTranslatedHere(column: string, language: string, languages: OfferedLanguages): ProblemWords {
  const [base = ''] = column.split('_');
  return language === languages[0]
    ? wordsOf('csvProblem.defaultLanguageColumn', { language, base, column })
    : wordsOf('csvProblem.languageNotOffered', { language, languages: languages.join(','), column });
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const UTF16_BOMS = [
  [0xff, 0xfe],
  [0xfe, 0xff],
];
const ZIP_START = [0x50, 0x4b, 0x03, 0x04];
const startsWith = (file: Buffer, bytes: number[]) => bytes.every((byte, index) => file[index] === byte);

/** The file's UTF-8 text, its byte order mark left out; a 400 for a file in another encoding, or not text. */
function utf8Body(file: Buffer): Buffer {
  const notText = (id: ServerMessageId, line = 1) => badFile([fileProblem(line, id)]);
  if (startsWith(file, ZIP_START)) throw notText('csvProblem.workbook');
  if (UTF16_BOMS.some((bom) => startsWith(file, bom)) || file.includes(0)) throw notText('csvProblem.utf16');
  const body = startsWith(file, UTF8_BOM) ? file.subarray(UTF8_BOM.length) : file;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(body);
    return body;
  } catch {
    // Where the first byte that is not UTF-8 is, as a person finds it: its line.
    const lenient = new TextDecoder('utf-8').decode(body);
    const at = lenient.indexOf('\uFFFD');
    const line = lenient.slice(0, at).split(/\r\n|\n|\r/).length;
    throw notText('csvProblem.notUtf8', line);
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
