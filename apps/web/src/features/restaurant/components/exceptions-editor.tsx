import type { OpeningWindow } from '@bistro/contract/restaurant';
import { useEffect, useId, useRef, useState } from 'react';
import { DEFAULT_WINDOW, WindowsEditor } from '@/components/ui/weekly-hours-editor.tsx';
import { type Translate, useTranslate } from '@/lib/i18n.ts';

/** The longest note the contract accepts. */
export const NOTE_MAX = 120;

/** A day with other hours as it is being edited; `key` keeps it apart while its date changes. */
export interface DraftException {
  key: number;
  date: string;
  windows: OpeningWindow[];
  note: string;
}

/** What a day is called on the page: its date, or a placeholder while it has none. */
export const exceptionName = (exception: DraftException, t: Translate) =>
  exception.date || t('settings.dayWithoutDate');

/** The date after a date (YYYY-MM-DD), by the calendar. */
function nextDate(date: string): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** The first date after `today` that has no exception yet. */
export function firstFreeDateAfter(today: string, exceptions: DraftException[]): string {
  const taken = new Set(exceptions.map((exception) => exception.date));
  let date = nextDate(today);
  while (taken.has(date)) date = nextDate(date);
  return date;
}

/** By date, those without one last. */
export function byDate(a: DraftException, b: DraftException): number {
  if (!a.date || !b.date) return a.date ? -1 : b.date ? 1 : 0;
  return a.date < b.date ? -1 : a.date > b.date ? 1 : 0;
}

interface ExceptionEditorProps {
  exception: DraftException;
  /** Move focus to the date when this day was just added or changed by a button. */
  focus: boolean;
  onFocused: () => void;
  onChange: (exception: DraftException) => void;
  onRemove: () => void;
}

function ExceptionEditor({ exception, focus, onFocused, onChange, onRemove }: ExceptionEditorProps) {
  const t = useTranslate();
  const id = useId();
  const dateRef = useRef<HTMLInputElement>(null);
  const closedRef = useRef<HTMLInputElement>(null);
  // Removing the last window closes the day and hides the hours: focus goes to "Closed all day".
  const [focusClosed, setFocusClosed] = useState(false);
  const name = exceptionName(exception, t);
  const closed = exception.windows.length === 0;

  useEffect(() => {
    if (!focus) return;
    dateRef.current?.focus();
    onFocused();
  }, [focus, onFocused]);
  useEffect(() => {
    if (!focusClosed) return;
    closedRef.current?.focus();
    setFocusClosed(false);
  }, [focusClosed]);

  return (
    <fieldset className="fieldset rounded-box border border-base-300 bg-base-100 p-4">
      <legend className="fieldset-legend px-1 text-base">{name}</legend>
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <label htmlFor={`${id}-date`} className="label mb-1 whitespace-normal text-base-content text-sm">
            {t('settings.date')}
          </label>
          <input
            ref={dateRef}
            id={`${id}-date`}
            type="date"
            required
            className="input min-h-11 w-full"
            value={exception.date}
            onChange={(event) => onChange({ ...exception, date: event.target.value })}
          />
        </div>
        <label className="label min-h-11 cursor-pointer gap-3 self-end text-base-content">
          <input
            ref={closedRef}
            type="checkbox"
            className="checkbox checkbox-primary"
            checked={closed}
            onChange={(event) =>
              onChange({ ...exception, windows: event.target.checked ? [] : [{ ...DEFAULT_WINDOW }] })
            }
          />
          {t('settings.closedAllDay')}
        </label>
      </div>
      {!closed && (
        <WindowsEditor
          name={name}
          windows={exception.windows}
          onChange={(windows) => {
            onChange({ ...exception, windows });
            if (windows.length === 0) setFocusClosed(true);
          }}
        />
      )}
      <div>
        <label htmlFor={`${id}-note`} className="label mb-1 whitespace-normal text-base-content text-sm">
          {t('settings.noteForDiners')}
        </label>
        <input
          id={`${id}-note`}
          type="text"
          className="input min-h-11 w-full"
          maxLength={NOTE_MAX}
          placeholder={t('settings.notePlaceholder')}
          aria-describedby={`${id}-note-help`}
          value={exception.note}
          onChange={(event) => onChange({ ...exception, note: event.target.value })}
        />
        <p id={`${id}-note-help`} className="mt-1 text-base-content/70 text-sm">
          {t('settings.noteHelp', { max: NOTE_MAX })}
        </p>
      </div>
      <div>
        <button
          type="button"
          className="btn btn-ghost btn-sm min-h-11 text-error"
          aria-label={t('settings.removeThisDayNamed', { name })}
          onClick={onRemove}
        >
          {t('settings.removeThisDay')}
        </button>
      </div>
    </fieldset>
  );
}

interface ExceptionsEditorProps {
  exceptions: DraftException[];
  /** The day whose date should take focus (just added by a button), if any. */
  focusKey: number | null;
  onFocused: () => void;
  onChange: (exceptions: DraftException[]) => void;
  /** After a day is removed (its button gone), so that focus can go somewhere sensible. */
  onRemoved: () => void;
}

/** The dated exceptions to the week, each closed all day or with its own hours. */
export function ExceptionsEditor({ exceptions, focusKey, onFocused, onChange, onRemoved }: ExceptionsEditorProps) {
  const t = useTranslate();
  if (exceptions.length === 0) {
    return <p className="text-base-content/70">{t('settings.noOtherDays')}</p>;
  }
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {exceptions.map((exception) => (
        <ExceptionEditor
          key={exception.key}
          exception={exception}
          focus={focusKey === exception.key}
          onFocused={onFocused}
          onChange={(changed) => onChange(exceptions.map((each) => (each.key === exception.key ? changed : each)))}
          onRemove={() => {
            onChange(exceptions.filter((each) => each.key !== exception.key));
            onRemoved();
          }}
        />
      ))}
    </div>
  );
}
