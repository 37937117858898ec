import { directionOf, type Language } from '@bistro/contract/languages';
import { LANGUAGE_NAMES } from '@/lib/i18n.ts';

/** A language named in itself ("Français", "العربية"), marked as that language so that it is read out and written in it. */
export function LanguageName({ language }: { language: Language }) {
  return (
    <span lang={language} dir={directionOf(language)}>
      {LANGUAGE_NAMES[language]}
    </span>
  );
}
