import type { MenuCsvProblem, MenuImportChange, MenuImportResult } from '@bistro/contract/menu-csv';
import {
  MENU_CSV_CODE_SEPARATOR,
  MENU_CSV_MAX_BYTES,
  menuCsvColumns,
  menuCsvTranslationColumns,
} from '@bistro/contract/menu-csv';
import { useEffect, useId, useRef, useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { useLanguage } from '@/lib/i18n.ts';
import { useExportMenuCsv } from '../api/export-menu-csv.ts';
import { menuCsvProblems, useImportMenuCsv, usePreviewMenuCsv } from '../api/import-menu-csv.ts';

/** How many lines of a preview are listed; the counts say how many there are in all. */
const LISTED = 50;

const dishes = (count: number) => `${count} ${count === 1 ? 'dish' : 'dishes'}`;

/**
 * The menu as a spreadsheet: Export CSV saves the whole menu; Import from CSV checks a file first
 * (a dry run: what it adds and changes, or every bad line and column) and imports it only when
 * the administrator confirms.
 */
export function MenuCsvPanel() {
  const id = useId();
  const exportCsv = useExportMenuCsv();
  const preview = usePreviewMenuCsv();
  const importCsv = useImportMenuCsv();
  const [file, setFile] = useState<File | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const translationColumns = menuCsvTranslationColumns(useLanguage().offered);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    importCsv.reset();
    if (chosen) preview.mutate(chosen);
    else preview.reset();
  };
  const close = () => {
    choose(null);
    if (input.current) input.current.value = '';
  };
  const confirm = () => {
    if (!file) return;
    importCsv.mutate(file, {
      onSuccess: () => {
        setFile(null);
        preview.reset();
        if (input.current) input.current.value = '';
      },
    });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="mb-6 space-y-4 rounded bg-base-100 p-4 shadow">
      <h2 id={`${id}-title`} className="font-display text-xl">
        Menu as a spreadsheet
      </h2>
      <p className="text-base-content/70 text-sm">
        Columns: {[...menuCsvColumns, ...translationColumns].join(', ')}. Sections as their slugs, the dish’s own first;
        prices as plain decimals (12.50); allergens and diets as codes, options as option group names in the order
        diners see them, lists joined by {MENU_CSV_CODE_SEPARATOR}.
        {translationColumns.length > 0 &&
          ' name_ and recipe_ with a language’s code are the dish in that language; left empty, diners see the name and recipe.'}{' '}
        A row with a dish’s id changes that dish; a row without one adds a dish. Up to{' '}
        {MENU_CSV_MAX_BYTES / 1024 / 1024} MB, saved as CSV UTF-8.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <button
          type="button"
          className="btn btn-outline min-h-11"
          disabled={exportCsv.isPending}
          onClick={() => exportCsv.mutate()}
        >
          {exportCsv.isPending ? 'Exporting…' : 'Export CSV'}
        </button>
        <div className="flex-1">
          <label htmlFor={`${id}-file`} className="label mb-1 text-sm">
            Import from CSV
          </label>
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            className="file-input min-h-11 w-full"
            disabled={preview.isPending || importCsv.isPending}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
        </div>
      </div>
      <FormAlert>{exportCsv.error ? `The menu could not be exported: ${exportCsv.error.message}` : null}</FormAlert>

      {preview.isPending && (
        <p role="status" className="flex items-center gap-2">
          <span className="loading loading-spinner loading-sm" aria-hidden="true" /> Checking {file?.name}…
        </p>
      )}
      {preview.error && <RefusedFile error={preview.error} name={file?.name ?? 'The file'} />}
      {preview.data && file && (
        <ImportPreview
          result={preview.data}
          name={file.name}
          importing={importCsv.isPending}
          onConfirm={confirm}
          onCancel={close}
        />
      )}
      <FormAlert>{importCsv.error ? `Nothing was imported: ${importCsv.error.message}` : null}</FormAlert>
      {importCsv.data && (
        <p role="status" className="alert alert-success alert-soft">
          Imported: {dishes(importCsv.data.added)} added, {dishes(importCsv.data.changed)} changed.
        </p>
      )}
    </section>
  );
}

/** A file the server refused: every bad line and column, or the reason (too large, not CSV). */
function RefusedFile({ error, name }: { error: Error; name: string }) {
  const problems = menuCsvProblems(error);
  return (
    <div role="alert" className="alert alert-error alert-soft block space-y-2">
      <p className="font-semibold">
        {name}: {error.message}
      </p>
      {problems.length > 0 && (
        <>
          <ul className="list-disc space-y-1 pl-5">
            {problems.slice(0, LISTED).map((problem) => (
              <li key={`${problem.line} ${problem.column} ${problem.message}`}>{problemText(problem)}</li>
            ))}
          </ul>
          {problems.length > LISTED && <p>…and {problems.length - LISTED} more.</p>}
          <p>Correct the file and choose it again.</p>
        </>
      )}
    </div>
  );
}

const problemText = ({ line, column, message }: MenuCsvProblem) =>
  `Line ${line}${column === null ? '' : `, ${column}`}: ${message}`;

const changeText = ({ line, action, name, columns }: MenuImportChange) =>
  action === 'add' ? `Line ${line}: adds ${name}` : `Line ${line}: changes ${name} (${columns.join(', ')})`;

/** What the import would do, and the buttons to do it or not. Focus comes here when it is ready. */
function ImportPreview({
  result,
  name,
  importing,
  onConfirm,
  onCancel,
}: {
  result: MenuImportResult;
  name: string;
  importing: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const total = result.added + result.changed;
  return (
    <section aria-labelledby={`${id}-preview`} className="space-y-3 rounded border border-base-300 p-4">
      <h3 id={`${id}-preview`} ref={heading} tabIndex={-1} className="font-semibold text-lg">
        Preview of {name}
      </h3>
      <p>
        {dishes(result.added)} to add, {dishes(result.changed)} to change, {dishes(result.unchanged)} unchanged.
      </p>
      {total === 0 ? (
        <p>Nothing to import: the menu already says what this file says.</p>
      ) : (
        <>
          <ul aria-label="Changes" className="list-disc space-y-1 pl-5">
            {result.changes.slice(0, LISTED).map((change) => (
              <li key={change.line}>{changeText(change)}</li>
            ))}
          </ul>
          {result.changes.length > LISTED && <p>…and {result.changes.length - LISTED} more.</p>}
        </>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        {total > 0 && (
          <button type="button" className="btn btn-primary min-h-11" disabled={importing} onClick={onConfirm}>
            {importing ? 'Importing…' : `Import ${dishes(total)}`}
          </button>
        )}
        <button type="button" className="btn min-h-11" disabled={importing} onClick={onCancel}>
          {total > 0 ? 'Cancel' : 'Close'}
        </button>
      </div>
    </section>
  );
}
