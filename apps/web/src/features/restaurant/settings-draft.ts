import { DEFAULT_ORDER_ACCEPTANCE, type OrderAcceptance, orderAcceptanceSchema } from '@bistro/contract/orders';
import {
  type RestaurantSettings,
  restaurantSettingsSchema,
  type Weekday,
  type WeeklySchedule,
  weekdays,
} from '@bistro/contract/restaurant';
import { dayName } from '@/components/ui/weekly-hours-editor.tsx';
import type { MessageId, Translate } from '@/lib/i18n.ts';
import { byDate, type DraftException, exceptionName } from './components/exceptions-editor.tsx';

/**
 * The opening-hours settings as the admin edits them (a draft: numbers as typed), and the check
 * that turns a draft into settings the server takes, or into problems named as the form names
 * its fields, in the page's language (`t`). No React here: the form only shows what this says.
 */

export type NumberKey =
  | 'preparationMinutes'
  | 'slotMinutes'
  | 'daysAhead'
  | 'lastOrderMinutes'
  | 'maxOrdersPerSlot'
  | 'lowStockThreshold';

/** A rule's box: its label and help (messages), and its limits read from the contract. */
function numberField(key: NumberKey, label: MessageId, help: MessageId) {
  const shaped = restaurantSettingsSchema.shape[key];
  const rule = 'unwrap' in shaped ? shaped.unwrap() : shaped;
  return { key, label, help, min: rule.minValue ?? 0, max: rule.maxValue ?? Number.MAX_SAFE_INTEGER };
}

export const numberFields = [
  numberField('preparationMinutes', 'settings.preparationMinutes', 'settings.preparationMinutesHelp'),
  numberField('slotMinutes', 'settings.slotMinutes', 'settings.slotMinutesHelp'),
  numberField('daysAhead', 'settings.daysAhead', 'settings.daysAheadHelp'),
  numberField('lastOrderMinutes', 'settings.lastOrderMinutes', 'settings.lastOrderMinutesHelp'),
  numberField('maxOrdersPerSlot', 'settings.maxOrdersPerSlot', 'settings.maxOrdersPerSlotHelp'),
  numberField('lowStockThreshold', 'settings.lowStockThreshold', 'settings.lowStockThresholdHelp'),
];

/** The boxes of the pickup rules, and the shop's (how few left it tells). */
export const pickupFields = numberFields.filter(({ key }) => key !== 'lowStockThreshold');
export const shopFields = numberFields.filter(({ key }) => key === 'lowStockThreshold');

/** The box of the minutes a cook has to accept an order, with its limits read from the contract. */
const withinMinutes = orderAcceptanceSchema.options[1].shape.withinMinutes;
export const acceptMinutesField: { label: MessageId; help: MessageId; min: number; max: number } = {
  label: 'settings.acceptMinutes',
  help: 'settings.acceptMinutesHelp',
  min: withinMinutes.minValue ?? 1,
  max: withinMinutes.maxValue ?? 120,
};

/** The settings as they are being edited: numbers as typed, so that an empty box is not NaN. */
export interface Draft {
  weekly: WeeklySchedule;
  exceptions: DraftException[];
  numbers: Record<NumberKey, string>;
  guestCheckout: boolean;
  /** How paid orders reach the kitchen: at once, or by a cook's Accept within some minutes (as typed). */
  accept: { mode: OrderAcceptance['mode']; withinMinutes: string };
}

export function toDraft(settings: RestaurantSettings): Draft {
  return {
    weekly: settings.weekly,
    exceptions: settings.exceptions
      .map((exception, key) => ({ key, date: exception.date, windows: exception.windows, note: exception.note ?? '' }))
      .sort(byDate),
    numbers: Object.fromEntries(numberFields.map(({ key }) => [key, String(settings[key] ?? '')])) as Record<
      NumberKey,
      string
    >,
    guestCheckout: settings.guestCheckout ?? false,
    accept: acceptDraft(settings.orders?.accept ?? DEFAULT_ORDER_ACCEPTANCE),
  };
}

/** The accept step as the form shows it: the minutes kept in their box while the owner tries "at once". */
const acceptDraft = (accept: OrderAcceptance): Draft['accept'] =>
  accept.mode === 'staff'
    ? { mode: 'staff', withinMinutes: String(accept.withinMinutes) }
    : { mode: 'auto', withinMinutes: '5' };

export type Checked =
  | { ok: true; settings: RestaurantSettings }
  | {
      ok: false;
      problems: string[];
      numberErrors: Partial<Record<NumberKey, string>>;
      /** The minutes to accept an order, when a cook must and the box is wrong. */
      acceptError?: string;
    };

/** The label of a window's time ("Monday opens (2)"), as the hours editor writes it. */
function windowLabel(name: string, index: unknown, which: unknown, t: Translate): string {
  if (typeof index !== 'number' || (which !== 'opens' && which !== 'closes')) return t('settings.hoursOf', { name });
  if (index === 0) return t(which === 'opens' ? 'settings.opens' : 'settings.closes', { name });
  return t(which === 'opens' ? 'settings.opensAgain' : 'settings.closesAgain', { name, position: index + 1 });
}

/** The name a problem at a path of the settings is shown under, as the form labels it. */
function fieldName(path: PropertyKey[], exceptions: DraftException[], t: Translate): string {
  const [section, at, part, position, end] = path;
  if (section === 'weekly' && typeof at === 'string' && (weekdays as readonly string[]).includes(at)) {
    return windowLabel(dayName(at as Weekday, t), part, position, t);
  }
  if (section === 'exceptions' && typeof at === 'number') {
    const exception = exceptions[at];
    const name = exception ? exceptionName(exception, t) : t('settings.aDayWithOtherHours');
    if (part === 'date') return t('settings.dateOf', { name });
    if (part === 'note') return t('settings.noteForDinersOn', { name });
    if (part === 'windows') return windowLabel(name, position, end, t);
    return name;
  }
  return t('settings.openingHours');
}

/** Why a number box is refused: empty, or not a whole number within its limits. */
const numberProblem = (typed: string, field: string, min: number, max: number, t: Translate) =>
  t(typed === '' ? 'settings.numberEmpty' : 'settings.numberOutOfRange', { field, min, max });

/**
 * Checks the draft with the contract's rules before anything is sent, and says which field is wrong:
 * an empty number box or time is named, never sent as NaN or "". The contract's own words for a
 * wrong time go through `fieldError` (the page's language).
 */
export function checkDraft(draft: Draft, t: Translate, fieldError: (message: string) => string): Checked {
  const numberErrors: Partial<Record<NumberKey, string>> = {};
  const numbers = {} as Record<NumberKey, number>;
  for (const { key, label, min, max } of numberFields) {
    const typed = draft.numbers[key].trim();
    const value = Number(typed);
    if (typed === '' || !Number.isInteger(value) || value < min || value > max) {
      numberErrors[key] = numberProblem(typed, t(label), min, max, t);
    } else numbers[key] = value;
  }

  const { label, min, max } = acceptMinutesField;
  const typedMinutes = draft.accept.withinMinutes.trim();
  const minutes = Number(typedMinutes);
  const acceptError =
    draft.accept.mode === 'staff' &&
    (typedMinutes === '' || !Number.isInteger(minutes) || minutes < min || minutes > max)
      ? numberProblem(typedMinutes, t(label), min, max, t)
      : undefined;
  const accept: OrderAcceptance =
    draft.accept.mode === 'staff' ? { mode: 'staff', withinMinutes: minutes } : { mode: 'auto' };

  const exceptions = [...draft.exceptions].sort(byDate);
  const problems: string[] = [...Object.values(numberErrors), ...(acceptError ? [acceptError] : [])];
  const seen = new Set<string>();
  for (const exception of exceptions) {
    if (!exception.date) problems.push(t('settings.dayWithoutDateProblem'));
    else if (seen.has(exception.date)) problems.push(t('settings.dateListedTwice', { date: exception.date }));
    seen.add(exception.date);
  }
  if (problems.length > 0) return { ok: false, problems, numberErrors, ...(acceptError ? { acceptError } : {}) };

  const parsed = restaurantSettingsSchema.safeParse({
    weekly: draft.weekly,
    exceptions: exceptions.map(({ date, windows, note }) => ({
      date,
      windows,
      ...(note.trim() ? { note: note.trim() } : {}),
    })),
    ...numbers,
    guestCheckout: draft.guestCheckout,
    orders: { accept },
  });
  if (parsed.success) return { ok: true, settings: parsed.data };
  return {
    ok: false,
    numberErrors,
    problems: parsed.error.issues.map((issue) =>
      t('settings.problemAt', { field: fieldName(issue.path, exceptions, t), problem: fieldError(issue.message) }),
    ),
  };
}
