import type { MenuCsvProblem, MenuImportChange, MenuImportResult } from '@bistro/contract/menu-csv';
import {
  MENU_CSV_CODE_SEPARATOR,
  MENU_CSV_MAX_BYTES,
  menuCsvColumns,
  menuCsvTranslationColumns,
} from '@bistro/contract/menu-csv';
import { useEffect, useId, useRef, useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { useFieldErrorWords } from '@/lib/field-errors.ts';
import { type Translate, useLanguage, useTranslate } from '@/lib/i18n.ts';
import { useExportMenuCsv } from '../api/export-menu-csv.ts';
import { menuCsvProblems, useImportMenuCsv, usePreviewMenuCsv } from '../api/import-menu-csv.ts';

/** How many lines of a preview are listed; the counts say how many there are in all. */
const LISTED = 50;

/**
 * The menu as a spreadsheet: Export CSV saves the whole menu; Import from CSV checks a file first
 * (a dry run: what it adds and changes, or every bad line and column) and imports it only when
 * the administrator confirms.
 */
export function MenuCsvPanel() {
  const t = useTranslate();
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
        {t('manageMenu.csvTitle')}
      </h2>
      <p className="text-base-content/70 text-sm">
        {t('manageMenu.csvColumns', {
          columns: [...menuCsvColumns, ...translationColumns].join(', '),
          separator: MENU_CSV_CODE_SEPARATOR,
        })}
        {translationColumns.length > 0 && ` ${t('manageMenu.csvTranslationColumns')}`}{' '}
        {t('manageMenu.csvRows', { megabytes: MENU_CSV_MAX_BYTES / 1024 / 1024 })}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <button
          type="button"
          className="btn btn-outline min-h-11"
          disabled={exportCsv.isPending}
          onClick={() => exportCsv.mutate()}
        >
          {exportCsv.isPending ? t('manageMenu.exporting') : t('manageMenu.exportCsv')}
        </button>
        <div className="flex-1">
          <label htmlFor={`${id}-file`} className="label mb-1 text-sm">
            {t('manageMenu.importFromCsv')}
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
      <FormAlert>{exportCsv.error ? t('manageMenu.notExported', { reason: exportCsv.error.message }) : null}</FormAlert>

      {preview.isPending && (
        <p role="status" className="flex items-center gap-2">
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />{' '}
          {t('manageMenu.checkingFile', { name: file?.name ?? '' })}
        </p>
      )}
      {preview.error && <RefusedFile error={preview.error} name={file?.name ?? t('manageMenu.theFile')} />}
      {preview.data && file && (
        <ImportPreview
          result={preview.data}
          name={file.name}
          importing={importCsv.isPending}
          onConfirm={confirm}
          onCancel={close}
        />
      )}
      <FormAlert>
        {importCsv.error ? t('manageMenu.nothingImported', { reason: importCsv.error.message }) : null}
      </FormAlert>
      {importCsv.data && (
        <p role="status" className="alert alert-success alert-soft">
          {t('manageMenu.imported', { added: importCsv.data.added, changed: importCsv.data.changed })}
        </p>
      )}
    </section>
  );
}

/** A file the server refused: every bad line and column, or the reason (too large, not CSV). */
function RefusedFile({ error, name }: { error: Error; name: string }) {
  const t = useTranslate();
  const fieldError = useFieldErrorWords();
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
              <li key={`${problem.line} ${problem.column} ${problem.message}`}>
                {problemText(t, fieldError, problem)}
              </li>
            ))}
          </ul>
          {problems.length > LISTED && <p>{t('manageMenu.andMore', { count: problems.length - LISTED })}</p>}
          <p>{t('manageMenu.correctFile')}</p>
        </>
      )}
    </div>
  );
}

/**
 * A bad line or cell in the page's language: the server says its own problems in it, and a
 * cell's problem of the contract's check in English, which `fieldError` words.
 */
function problemText(t: Translate, fieldError: (message: string) => string, problem: MenuCsvProblem): string {
  const { line, column } = problem;
  const message = fieldError(problem.message);
  return column === null
    ? t('manageMenu.problemLine', { line, message })
    : t('manageMenu.problemLineColumn', { line, column, message });
}

const changeText = (t: Translate, { line, action, name, columns }: MenuImportChange) =>
  action === 'add'
    ? t('manageMenu.lineAdds', { line, name })
    : t('manageMenu.lineChanges', { line, name, columns: columns.join(', ') });

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
  const t = useTranslate();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const total = result.added + result.changed;
  return (
    <section aria-labelledby={`${id}-preview`} className="space-y-3 rounded border border-base-300 p-4">
      <h3 id={`${id}-preview`} ref={heading} tabIndex={-1} className="font-semibold text-lg">
        {t('manageMenu.previewOf', { name })}
      </h3>
      <p>
        {t('manageMenu.previewCounts', { added: result.added, changed: result.changed, unchanged: result.unchanged })}
      </p>
      {total === 0 ? (
        <p>{t('manageMenu.nothingToImport')}</p>
      ) : (
        <>
          <ul aria-label={t('manageMenu.changes')} className="list-disc space-y-1 pl-5">
            {result.changes.slice(0, LISTED).map((change) => (
              <li key={change.line}>{changeText(t, change)}</li>
            ))}
          </ul>
          {result.changes.length > LISTED && (
            <p>{t('manageMenu.andMore', { count: result.changes.length - LISTED })}</p>
          )}
        </>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        {total > 0 && (
          <button type="button" className="btn btn-primary min-h-11" disabled={importing} onClick={onConfirm}>
            {importing ? t('manageMenu.importing') : t('manageMenu.importDishes', { count: total })}
          </button>
        )}
        <button type="button" className="btn min-h-11" disabled={importing} onClick={onCancel}>
          {total > 0 ? t('common.cancel') : t('manageMenu.close')}
        </button>
      </div>
    </section>
  );
}
