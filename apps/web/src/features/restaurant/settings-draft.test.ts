import type { RestaurantSettings, WeeklySchedule } from '@bistro/contract/restaurant';
import { weekdays } from '@bistro/contract/restaurant';
import { describe, expect, it } from 'vitest';
import type { Translate } from '@/lib/i18n.ts';
import { english } from '@/test/in-english.tsx';
import { checkDraft, type Draft, toDraft } from './settings-draft.ts';

const everyDay = (opens: string, closes: string) =>
  Object.fromEntries(weekdays.map((day) => [day, [{ opens, closes }]])) as WeeklySchedule;

const settings: RestaurantSettings = {
  weekly: everyDay('11:00', '22:00'),
  exceptions: [
    { date: '2026-12-31', windows: [{ opens: '18:00', closes: '02:00' }], note: 'New Year’s Eve' },
    { date: '2026-12-25', windows: [] },
  ],
  preparationMinutes: 20,
  slotMinutes: 15,
  daysAhead: 1,
  lastOrderMinutes: 30,
  maxOrdersPerSlot: 0,
  guestCheckout: false,
  lowStockThreshold: 5,
  orders: { accept: { mode: 'staff', withinMinutes: 5 } },
};

/** The check as an English page makes it: the catalog's words, the contract's as they are. */
const t: Translate = (id, values) => english._(id, values);
const check = (draft: Draft) => checkDraft(draft, t, (message) => message);

const problemsOf = (draft: Draft) => {
  const checked = check(draft);
  return checked.ok ? [] : checked.problems;
};

describe('the opening-hours settings as the admin edits them', () => {
  it('starts from the saved settings, the days in date order, and gives them back unchanged', () => {
    const draft = toDraft(settings);
    expect(draft.exceptions.map((exception) => exception.date)).toEqual(['2026-12-25', '2026-12-31']);
    expect(draft.numbers.slotMinutes).toBe('15');
    const checked = check(draft);
    expect(checked.ok && checked.settings).toEqual({
      ...settings,
      exceptions: [settings.exceptions[1], settings.exceptions[0]],
    });
  });

  it('names an empty or wrong number box, by its label, with its limits, and sends nothing', () => {
    const draft = toDraft(settings);
    const checked = check({ ...draft, numbers: { ...draft.numbers, slotMinutes: ' ', daysAhead: '2.5' } });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.numberErrors).toEqual({
      slotMinutes: 'Pickup every (minutes) is empty: enter a whole number from 5 to 120.',
      daysAhead: 'Days ahead must be a whole number from 0 to 14.',
    });
    expect(checked.problems).toEqual(Object.values(checked.numberErrors));
  });

  it('refuses a date listed twice and a day without a date (those come last)', () => {
    const draft = toDraft(settings);
    const twice = { key: 9, date: '2026-12-25', windows: [], note: '' };
    const undated = { key: 10, date: '', windows: [], note: '' };
    expect(problemsOf({ ...draft, exceptions: [undated, ...draft.exceptions, twice] })).toEqual([
      '2026-12-25 is listed twice: keep one of them.',
      'A day with other hours has no date: choose one, or remove that day.',
    ]);
  });

  it('says which opening or closing time is wrong, as the form names it', () => {
    const draft = toDraft(settings);
    const weekly = {
      ...draft.weekly,
      tuesday: [
        { opens: '11:00', closes: '15:00' },
        { opens: '25:00', closes: '22:00' },
      ],
    };
    const exceptions = draft.exceptions.map((exception, index) =>
      index === 1 ? { ...exception, windows: [{ opens: '18:00', closes: '2am' }] } : exception,
    );
    expect(problemsOf({ ...draft, weekly, exceptions })).toEqual([
      'Tuesday opens (2): Use a time of day as HH:MM, from 00:00 to 23:59.',
      '2026-12-31 closes: Use a time of day as HH:MM, from 00:00 to 23:59.',
    ]);
  });

  it('trims a note for diners and leaves out an empty one', () => {
    const draft = toDraft(settings);
    const exceptions = draft.exceptions.map((exception) => ({
      ...exception,
      note: exception.note ? '  Party  ' : '   ',
    }));
    const checked = check({ ...draft, exceptions });
    expect(checked.ok && checked.settings.exceptions).toEqual([
      { date: '2026-12-25', windows: [] },
      { date: '2026-12-31', windows: [{ opens: '18:00', closes: '02:00' }], note: 'Party' },
    ]);
  });
});
