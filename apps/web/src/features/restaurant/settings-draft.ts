import { DEFAULT_ORDER_ACCEPTANCE, type OrderAcceptance, orderAcceptanceSchema } from '@bistro/contract/orders';
import {
  type RestaurantSettings,
  restaurantSettingsSchema,
  type Weekday,
  type WeeklySchedule,
  weekdays,
} from '@bistro/contract/restaurant';
import { dayName } from '@/components/ui/weekly-hours-editor.tsx';
import { byDate, type DraftException, exceptionName } from './components/exceptions-editor.tsx';

/**
 * The opening-hours settings as the admin edits them (a draft: numbers as typed), and the check
 * that turns a draft into settings the server takes, or into problems named as the form names
 * its fields. No React here: the form only shows what this says.
 */

export type NumberKey =
  | 'preparationMinutes'
  | 'slotMinutes'
  | 'daysAhead'
  | 'lastOrderMinutes'
  | 'maxOrdersPerSlot'
  | 'lowStockThreshold';

/** A rule's box: its label, help, and limits read from the contract. */
function numberField(key: NumberKey, label: string, help: string) {
  const shaped = restaurantSettingsSchema.shape[key];
  const rule = 'unwrap' in shaped ? shaped.unwrap() : shaped;
  return { key, label, help, min: rule.minValue ?? 0, max: rule.maxValue ?? Number.MAX_SAFE_INTEGER };
}

export const numberFields = [
  numberField(
    'preparationMinutes',
    'Preparation time (minutes)',
    'How long the kitchen needs: the earliest pickup is now plus this.',
  ),
  numberField('slotMinutes', 'Pickup every (minutes)', 'Diners choose pickup times this many minutes apart.'),
  numberField('daysAhead', 'Days ahead', 'How many days after today diners may order for; 0 for today only.'),
  numberField(
    'lastOrderMinutes',
    'Last order before closing (minutes)',
    'The last pickup time is this many minutes before closing.',
  ),
  numberField(
    'maxOrdersPerSlot',
    'Most orders per pickup time',
    'The most orders the kitchen takes for one pickup time; 0 means no limit.',
  ),
  numberField(
    'lowStockThreshold',
    'Say “Only 3 left” from',
    'The shop says how many are left of a counted dish with this many or fewer; 0 never says it.',
  ),
];

/** The boxes of the pickup rules, and the shop's (how few left it tells). */
export const pickupFields = numberFields.filter(({ key }) => key !== 'lowStockThreshold');
export const shopFields = numberFields.filter(({ key }) => key === 'lowStockThreshold');

/** The box of the minutes a cook has to accept an order, with its limits read from the contract. */
const withinMinutes = orderAcceptanceSchema.options[1].shape.withinMinutes;
export const acceptMinutesField = {
  label: 'Minutes to accept an order',
  help: 'An order no cook accepts within this many minutes of its payment is cancelled, and the diner refunded and told why.',
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

/** The name a problem at a path of the settings is shown under, as the form labels it. */
function fieldName(path: PropertyKey[], exceptions: DraftException[]): string {
  const [section, at, part, position, end] = path;
  const windowLabel = (name: string, index: unknown, which: unknown) =>
    typeof index === 'number' && (which === 'opens' || which === 'closes')
      ? `${name} ${which}${index === 0 ? '' : ` (${index + 1})`}`
      : `${name} hours`;
  if (section === 'weekly' && typeof at === 'string' && (weekdays as readonly string[]).includes(at)) {
    return windowLabel(dayName(at as Weekday), part, position);
  }
  if (section === 'exceptions' && typeof at === 'number') {
    const exception = exceptions[at];
    const name = exception ? exceptionName(exception) : 'A day with other hours';
    if (part === 'date') return `Date of ${name}`;
    if (part === 'note') return `Note for diners on ${name}`;
    if (part === 'windows') return windowLabel(name, position, end);
    return name;
  }
  return 'Opening hours';
}

/**
 * Checks the draft with the contract's rules before anything is sent, and says which field is wrong:
 * an empty number box or time is named, never sent as NaN or "".
 */
export function checkDraft(draft: Draft): Checked {
  const numberErrors: Partial<Record<NumberKey, string>> = {};
  const numbers = {} as Record<NumberKey, number>;
  for (const { key, label, min, max } of numberFields) {
    const typed = draft.numbers[key].trim();
    const value = Number(typed);
    if (typed === '') numberErrors[key] = `${label} is empty: enter a whole number from ${min} to ${max}.`;
    else if (!Number.isInteger(value) || value < min || value > max) {
      numberErrors[key] = `${label} must be a whole number from ${min} to ${max}.`;
    } else numbers[key] = value;
  }

  const { label, min, max } = acceptMinutesField;
  const typedMinutes = draft.accept.withinMinutes.trim();
  const minutes = Number(typedMinutes);
  const acceptError =
    draft.accept.mode !== 'staff'
      ? undefined
      : typedMinutes === ''
        ? `${label} is empty: enter a whole number from ${min} to ${max}.`
        : !Number.isInteger(minutes) || minutes < min || minutes > max
          ? `${label} must be a whole number from ${min} to ${max}.`
          : undefined;
  const accept: OrderAcceptance =
    draft.accept.mode === 'staff' ? { mode: 'staff', withinMinutes: minutes } : { mode: 'auto' };

  const exceptions = [...draft.exceptions].sort(byDate);
  const problems: string[] = [...Object.values(numberErrors), ...(acceptError ? [acceptError] : [])];
  const seen = new Set<string>();
  for (const exception of exceptions) {
    if (!exception.date) problems.push('A day with other hours has no date: choose one, or remove that day.');
    else if (seen.has(exception.date)) problems.push(`${exception.date} is listed twice: keep one of them.`);
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
    problems: parsed.error.issues.map((issue) => `${fieldName(issue.path, exceptions)}: ${issue.message}.`),
  };
}
