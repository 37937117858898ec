import { hoursWordsIn } from '@bistro/contract/hours-in-language';
import type { HoursWords } from '@bistro/contract/opening-hours';
import { useMemo } from 'react';
import { usePageLanguage, useTranslate } from './i18n.ts';

/**
 * The words the page's opening hours are said in, for the contract's `weekHours`, `servedHours`,
 * `orderOnlineLine` and `servingHoursOf`: English pages keep the site's own ("Mon–Fri: 11:00am
 * to 10:00pm"), another language's are its own (« lun.–ven. : de 11:00 à 22:00 »).
 */
export function useHoursWords(): HoursWords {
  const language = usePageLanguage();
  const t = useTranslate();
  return useMemo(() => hoursWordsIn(language, t), [language, t]);
}
