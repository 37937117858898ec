import { intlLocaleOf, type Language } from './languages.ts';
import { englishHours, type HoursWords } from './opening-hours.ts';
import type { OpeningWindow } from './restaurant.ts';
import { onFirstUse, restaurantClock } from './restaurant-clock.ts';
import { weekdays } from './weekdays.ts';

/** The catalog messages the opening hours are said with: the web app's and the server's have each of them. */
export type HoursMessageId =
  | 'hours.window'
  | 'hours.dayRange'
  | 'hours.allDay'
  | 'hours.closed'
  | 'hours.dayHours'
  | 'hours.openEveryDay'
  | 'hours.servedEveryDay'
  | 'hours.noDay'
  | 'hours.ofSection'
  | 'hours.today'
  | 'hours.closedToday'
  | 'hours.openAllDayToday';

/** A catalog's translator, as the web app's `t` and the server's `translatorFor` are. */
export type HoursTranslate = (id: HoursMessageId, values?: Record<string, string>) => string;

/**
 * The opening hours' words in a language: English the site's own ("Mon–Fri: 11:00am to 10:00pm"),
 * another language's days' short names and times as Intl writes them and its phrases from its
 * catalog (`t`): « lun.–ven. : de 11:00 à 22:00 ». Its formatters are made when first used: a
 * page that has no hours to say yet (one being hydrated) does not pay for them.
 */
export function hoursWordsIn(language: Language, t: HoursTranslate): HoursWords {
  if (language === 'en') return englishHours;
  const locale = intlLocaleOf(language);
  const dayNames = onFirstUse(() => new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }));
  const clock = restaurantClock('UTC', locale);
  const time = (time: string) => clock.time(`2024-01-01T${time}:00Z`);
  const window = ({ opens, closes }: OpeningWindow) => t('hours.window', { opens: time(opens), closes: time(closes) });
  const and = onFirstUse(() => new Intl.ListFormat(locale, { type: 'conjunction' }));
  return {
    // 2024-01-01 was a Monday.
    day: (day) => dayNames().format(Date.UTC(2024, 0, 1 + weekdays.indexOf(day))),
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
      from: (windows) => t('hours.today', { hours: and().format(windows) }),
      closed: t('hours.closedToday'),
      allDay: t('hours.openAllDayToday'),
    },
  };
}
