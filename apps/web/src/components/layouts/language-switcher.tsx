import { directionOf, type Language, languageOfPath, pathIn } from '@bistro/contract/languages';
import { useLocation } from 'react-router';
import { hasLanguageAddress, keepLanguageChoice, LANGUAGE_NAMES, useLanguage, useTranslate } from '@/lib/i18n.ts';

/**
 * The languages the site is offered in, each a link to this page in it (a public page's address
 * in that language, any other page as it is), which keeps the choice; nothing when there is one.
 * The page is loaded anew, so that the server sends it in the chosen language.
 */
export function LanguageSwitcher() {
  const t = useTranslate();
  const { language, offered } = useLanguage();
  const { pathname, search } = useLocation();
  if (offered.length === 1) return null;
  const { path } = languageOfPath(pathname, offered);
  const addressIn = (other: Language) => `${hasLanguageAddress(path) ? pathIn(other, path, offered) : path}${search}`;
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
              onClick={() => keepLanguageChoice(other)}
            >
              {LANGUAGE_NAMES[other]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
