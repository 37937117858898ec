import { intlLocaleOf, type Language } from '@bistro/contract/languages';

/** An average of stars as people of the language read it: `4.7`, `5,0`. */
export const formatRating = (average: number, language: Language) =>
  new Intl.NumberFormat(intlLocaleOf(language), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
