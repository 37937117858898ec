import { intlLocaleOf, type Language } from '@bistro/contract/languages';
import { type Moment, restaurantClock } from '@bistro/contract/restaurant-clock';
import type { ProblemWords } from '../../http/problems.ts';
import { translatorFor } from './messages.ts';

/**
 * Moments on the restaurant's clock as a sentence in any language says them (a refusal, worded
 * with `wordsOf`): "today at 12:30 PM", « aujourd’hui à 12:30 ».
 */
export function clockWords(timeZone: string) {
  const clockIn = (language: Language) => restaurantClock(timeZone, intlLocaleOf(language));
  const dayAt = (language: Language, day: string, moment: Moment) =>
    translatorFor(language)('mail.dayAt', { day, time: clockIn(language).time(moment) });
  return {
    /** "7:30 PM" */
    time:
      (moment: Moment): ProblemWords =>
      (language) =>
        clockIn(language).time(moment),
    /** "November 23, 2026", « 23 novembre 2026 » */
    date:
      (moment: Moment): ProblemWords =>
      (language) =>
        clockIn(language).date(moment),
    /** "today at 12:30 PM", "Wed, Nov 25 at 11:00 AM", seen from `now`. */
    when:
      (moment: Moment, now: Date): ProblemWords =>
      (language) =>
        dayAt(language, clockIn(language).dayInSentence(moment, now), moment),
    /** "Wed, Nov 25 at 7:30 PM", where "today" would mislead. */
    on:
      (moment: Moment): ProblemWords =>
      (language) =>
        dayAt(language, clockIn(language).shortDay(moment), moment),
  };
}
