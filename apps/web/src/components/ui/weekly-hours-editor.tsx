import { type OpeningWindow, type Weekday, type WeeklySchedule, weekdays } from '@bistro/contract/restaurant';
import { useEffect, useId, useRef, useState } from 'react';
import { TrashIcon } from '@/components/ui/icons.tsx';
import { type MessageId, type Translate, useTranslate } from '@/lib/i18n.ts';

/** The contract allows at most four opening windows a day. */
export const MAX_WINDOWS = 4;

/** The hours a new window gets on a closed day. */
export const DEFAULT_WINDOW: OpeningWindow = { opens: '11:00', closes: '22:00' };

/** Each weekday's name, in the page's language. */
const DAY_NAMES: Record<Weekday, MessageId> = {
  monday: 'settings.monday',
  tuesday: 'settings.tuesday',
  wednesday: 'settings.wednesday',
  thursday: 'settings.thursday',
  friday: 'settings.friday',
  saturday: 'settings.saturday',
  sunday: 'settings.sunday',
};

/** "monday" → "Monday", in the page's language. */
export const dayName = (day: Weekday, t: Translate) => t(DAY_NAMES[day]);

/** "HH:MM" plus some minutes, round the clock. */
function later(time: string, minutes: number): string {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const total = (((hours * 60 + mins + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** The window "Add hours" proposes: 11:00–22:00 on a closed day, else two hours starting an hour after the last. */
function nextWindow(windows: OpeningWindow[]): OpeningWindow {
  const last = windows.at(-1);
  if (!last?.closes) return DEFAULT_WINDOW;
  const opens = later(last.closes, 60);
  return { opens, closes: later(opens, 120) };
}

/** What a window's times mean when they do not simply run from morning to evening. */
function windowHint({ opens, closes }: OpeningWindow, t: Translate): string | null {
  if (!opens || !closes) return null;
  if (opens === closes) return t('settings.open24Hours');
  if (closes < opens) return t('settings.untilNextDay');
  return null;
}

interface WindowRowProps {
  /** Whose hours these are, as the labels say it: "Monday", "2026-11-24". */
  name: string;
  position: number;
  window: OpeningWindow;
  onChange: (window: OpeningWindow) => void;
  onRemove: () => void;
}

function WindowRow({ name, position, window, onChange, onRemove }: WindowRowProps) {
  const t = useTranslate();
  const id = useId();
  const hint = windowHint(window, t);
  return (
    <li className="flex flex-wrap items-end gap-2">
      <div className="min-w-32 flex-1">
        <label htmlFor={`${id}-opens`} className="label mb-1 whitespace-normal text-base-content text-sm">
          {position === 1 ? t('settings.opens', { name }) : t('settings.opensAgain', { name, position })}
        </label>
        <input
          id={`${id}-opens`}
          type="time"
          required
          className="input min-h-11 w-full"
          value={window.opens}
          onChange={(event) => onChange({ ...window, opens: event.target.value })}
        />
      </div>
      <div className="min-w-32 flex-1">
        <label htmlFor={`${id}-closes`} className="label mb-1 whitespace-normal text-base-content text-sm">
          {position === 1 ? t('settings.closes', { name }) : t('settings.closesAgain', { name, position })}
        </label>
        <input
          id={`${id}-closes`}
          type="time"
          required
          className="input min-h-11 w-full"
          value={window.closes}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => onChange({ ...window, closes: event.target.value })}
        />
      </div>
      <button
        type="button"
        className="btn btn-ghost btn-square min-h-11 min-w-11 text-error"
        aria-label={t('settings.removeHours', { position, name })}
        onClick={onRemove}
      >
        <TrashIcon />
      </button>
      {hint && (
        <p id={`${id}-hint`} className="w-full text-base-content/70 text-sm">
          {hint}
        </p>
      )}
    </li>
  );
}

interface WindowsEditorProps {
  name: string;
  windows: OpeningWindow[];
  onChange: (windows: OpeningWindow[]) => void;
}

/**
 * One day's opening windows: each a pair of times that can be removed, and a button to add one.
 * Removing a window hands focus to "Add hours", so the keyboard does not fall back to the page top.
 */
export function WindowsEditor({ name, windows, onChange }: WindowsEditorProps) {
  const t = useTranslate();
  const addRef = useRef<HTMLButtonElement>(null);
  const [focusAdd, setFocusAdd] = useState(false);
  useEffect(() => {
    if (!focusAdd) return;
    addRef.current?.focus();
    setFocusAdd(false);
  }, [focusAdd]);

  return (
    <div className="space-y-3">
      {windows.length === 0 ? (
        <p className="text-base-content/70">{t('settings.closed')}</p>
      ) : (
        <ol className="space-y-3">
          {windows.map((window, index) => (
            <WindowRow
              // Windows have no identity of their own; their position is what the labels name.
              // biome-ignore lint/suspicious/noArrayIndexKey: position is the window's identity here
              key={index}
              name={name}
              position={index + 1}
              window={window}
              onChange={(changed) => onChange(windows.map((each, at) => (at === index ? changed : each)))}
              onRemove={() => {
                onChange(windows.filter((_, at) => at !== index));
                setFocusAdd(true);
              }}
            />
          ))}
        </ol>
      )}
      <button
        ref={addRef}
        type="button"
        className="btn btn-outline btn-sm min-h-11"
        aria-label={t('settings.addHoursOn', { name })}
        disabled={windows.length >= MAX_WINDOWS}
        onClick={() => onChange([...windows, nextWindow(windows)])}
      >
        {t('settings.addHours')}
      </button>
    </div>
  );
}

interface WeeklyHoursEditorProps {
  weekly: WeeklySchedule;
  onChange: (weekly: WeeklySchedule) => void;
}

/** The usual week: one group of opening windows per weekday, Monday first. */
export function WeeklyHoursEditor({ weekly, onChange }: WeeklyHoursEditorProps) {
  const t = useTranslate();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {weekdays.map((day) => (
        <fieldset key={day} className="fieldset rounded-box border border-base-300 bg-base-100 p-4">
          <legend className="fieldset-legend px-1 text-base">{dayName(day, t)}</legend>
          <WindowsEditor
            name={dayName(day, t)}
            windows={weekly[day]}
            onChange={(windows) => onChange({ ...weekly, [day]: windows })}
          />
        </fieldset>
      ))}
    </div>
  );
}
