import { intlLocaleOf, type Language } from '@bistro/contract/languages';
import { englishHours, type HoursWords } from '@bistro/contract/opening-hours';
import type { OpeningWindow } from '@bistro/contract/restaurant';
import { restaurantClock } from '@bistro/contract/restaurant-clock';
import { weekdays } from '@bistro/contract/weekdays';
import { useMemo } from 'react';
import { type Translate, usePageLanguage, useTranslate } from './i18n.ts';

/**
 * The opening hours' words in a language other than English: its days' short names and times as
 * Intl writes them (« lun. », « 22:00 »), its phrases from the catalogs (`hours.*`).
 */
function hoursWordsIn(language: Language, t: Translate): HoursWords {
  const locale = intlLocaleOf(language);
  const dayNames = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const clock = restaurantClock('UTC', locale);
  const time = (time: string) => clock.time(`2024-01-01T${time}:00Z`);
  const window = ({ opens, closes }: OpeningWindow) => t('hours.window', { opens: time(opens), closes: time(closes) });
  const and = new Intl.ListFormat(locale, { type: 'conjunction' });
  return {
    // 2024-01-01 was a Monday.
    day: (day) => dayNames.format(Date.UTC(2024, 0, 1 + weekdays.indexOf(day))),
    dayRange: (first, last) => t('hours.dayRange', { first, last }),
    window,
    allDay: t('hours.allDay'),
    closed: t('hours.closed'),
    dayHours: (days, hours) => t('hours.dayHours', { days, hours }),
    openEveryDay: (hours) => t('hours.openEveryDay', { hours }),
    servedEveryDay: (hours) => t('hours.servedEveryDay', { hours }),
    noDay: t('hours.noDay'),
    ofSection: (hours, section) => t('hours.ofSection', { hours, section }),
    today: {
      window,
      from: (windows) => t('hours.today', { hours: and.format(windows) }),
      closed: t('hours.closedToday'),
      allDay: t('hours.openAllDayToday'),
    },
  };
}

/**
 * The words the page's opening hours are said in, for the contract's `weekHours`, `servedHours`,
 * `orderOnlineLine` and `servingHoursOf`: English pages keep the site's own ("Mon–Fri: 11:00am
 * to 10:00pm"), another language's are its own (« lun.–ven. : de 11:00 à 22:00 »).
 */
export function useHoursWords(): HoursWords {
  const language = usePageLanguage();
  const t = useTranslate();
  return useMemo(() => (language === 'en' ? englishHours : hoursWordsIn(language, t)), [language, t]);
}
