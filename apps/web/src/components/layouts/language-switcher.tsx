import { directionOf, type Language } from '@bistro/contract/languages';
import type { MouseEvent } from 'react';
import { keepLanguageChoice, LANGUAGE_NAMES, useAddressIn, useLanguage, useTranslate } from '@/lib/i18n.ts';

/**
 * The languages the site is offered in, each a link to this page in it (a public page's address
 * in that language, any other page as it is), which keeps the choice; nothing when there is one.
 * The page is loaded anew, so that the server sends it in the chosen language. `choose`, for a
 * signed-in person, keeps the choice on their account as well (and the page waits for it).
 */
export function LanguageSwitcher({ choose }: { choose?: ((language: Language) => Promise<void>) | undefined }) {
  const t = useTranslate();
  const { language, offered } = useLanguage();
  const addressIn = useAddressIn();
  if (offered.length === 1) return null;
  const pick = (other: Language) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!choose) return keepLanguageChoice(other);
    event.preventDefault();
    void choose(other).then(() => window.location.assign(addressIn(other)));
  };
  return (
    <details className="dropdown dropdown-end">
      <summary className="btn btn-ghost btn-sm min-h-11 text-white uppercase">
        <span className="sr-only">{t('language.choose')}: </span>
        {language}
      </summary>
      <ul className="menu dropdown-content z-40 mt-2 w-40 rounded-box bg-charcoal p-2 shadow">
        {offered.map((other) => (
          <li key={other}>
            <a
              href={addressIn(other)}
              hrefLang={other}
              lang={other}
              dir={directionOf(other)}
              aria-current={other === language ? 'true' : undefined}
              onClick={pick(other)}
            >
              {LANGUAGE_NAMES[other]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
