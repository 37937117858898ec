import { type HoursMessageId, hoursWordsIn as wordsWith } from '@bistro/contract/hours-in-language';
import type { Language } from '@bistro/contract/languages';
import type { HoursWords } from '@bistro/contract/opening-hours';
import { translatorFor } from './messages.ts';

/** The opening hours' words in a language, from the server's catalogs, as the web app's pages say them. */
export const hoursWordsIn = (language: Language): HoursWords =>
  wordsWith(language, (id: HoursMessageId, values) => translatorFor(language)(id, values));
