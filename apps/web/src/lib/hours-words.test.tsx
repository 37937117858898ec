import type { Language } from '@bistro/contract/languages';
import { orderOnlineLine, servedHours, weekHours } from '@bistro/contract/opening-hours';
import type { WeeklySchedule } from '@bistro/contract/restaurant';
import { type MenuSection, servingHoursOf } from '@bistro/contract/shop';
import { weekdays } from '@bistro/contract/weekdays';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '@/test/in-english.tsx';
import { useHoursWords } from './hours-words.ts';

const everyDay = (opens: string, closes: string) =>
  Object.fromEntries(weekdays.map((day) => [day, [{ opens, closes }]])) as WeeklySchedule;
const week = { ...everyDay('11:00', '22:00'), saturday: [{ opens: '10:00', closes: '23:00' }], sunday: [] };
const lunches = { ...everyDay('11:00', '15:00'), saturday: [], sunday: [] };
const lunch: MenuSection = {
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'lunch',
  name: 'Lunch',
  position: 0,
  hidden: false,
  hours: lunches,
  description: null,
  banner: null,
};
const twoWindows = [
  { opens: '11:30', closes: '14:30' },
  { opens: '18:00', closes: '23:00' },
];

/** The hours of the seeded week and others as a page in `language` says them. */
async function hoursIn(language: Language) {
  const words = renderHook(() => useHoursWords(), { wrapper: await inLanguage(language) }).result.current;
  return {
    seeded: weekHours(everyDay('11:00', '22:00'), words),
    week: weekHours(week, words),
    served: servedHours(everyDay('11:00', '15:00'), words),
    dish: servingHoursOf({ sections: ['lunch'] }, [lunch], words),
    today: orderOnlineLine([{ opens: '11:00', closes: '22:00' }], words),
    twoWindows: orderOnlineLine(twoWindows, words),
    closedToday: orderOnlineLine([], words),
  };
}

describe('the opening hours on a page', () => {
  it('are the site’s own words on an English page', async () => {
    expect(await hoursIn('en')).toEqual({
      seeded: ['Open every day, 11:00am to 10:00pm'],
      week: ['Mon–Fri: 11:00am to 10:00pm', 'Sat: 10:00am to 11:00pm', 'Sun: closed'],
      served: 'every day, 11:00am to 3:00pm',
      dish: 'Mon–Fri: 11:00am to 3:00pm (Lunch)',
      today: '----From 11:00am to 10.00Pm----',
      twoWindows: '----From 11:30am to 2.30Pm and 6:00pm to 11.00Pm----',
      closedToday: '----Closed today----',
    });
  });

  it('are in French on a French page: its days’ names, its 24-hour times', async () => {
    expect(await hoursIn('fr')).toEqual({
      seeded: ['Ouvert tous les jours, de 11:00 à 22:00'],
      week: ['lun.–ven. : de 11:00 à 22:00', 'sam. : de 10:00 à 23:00', 'dim. : fermé'],
      served: 'tous les jours, de 11:00 à 15:00',
      dish: 'lun.–ven. : de 11:00 à 15:00 (Lunch)',
      today: '----Aujourd’hui de 11:00 à 22:00----',
      twoWindows: '----Aujourd’hui de 11:30 à 14:30 et de 18:00 à 23:00----',
      closedToday: '----Fermé aujourd’hui----',
    });
  });

  it('are in Arabic on an Arabic page, its days and times as Intl writes them', async () => {
    expect(await hoursIn('ar')).toEqual({
      seeded: ['مفتوح كل يوم، من 11:00 ص إلى 10:00 م'],
      week: ['من الاثنين إلى الجمعة: من 11:00 ص إلى 10:00 م', 'السبت: من 10:00 ص إلى 11:00 م', 'الأحد: مغلق'],
      served: 'كل يوم، من 11:00 ص إلى 3:00 م',
      dish: 'من الاثنين إلى الجمعة: من 11:00 ص إلى 3:00 م (Lunch)',
      today: '----اليوم من 11:00 ص إلى 10:00 م----',
      twoWindows: '----اليوم من 11:30 ص إلى 2:30 م ومن 6:00 م إلى 11:00 م----',
      closedToday: '----مغلق اليوم----',
    });
  });
});
