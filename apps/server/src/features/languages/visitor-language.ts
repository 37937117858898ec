import type { IncomingHttpHeaders } from 'node:http';
import {
  keptLanguageIn,
  type Language,
  languageOfPath,
  type OfferedLanguages,
  pathIn,
  preferredLanguage,
} from '@bistro/contract/languages';

/**
 * How the site chooses a visitor's language for an address that does not name one: the choice
 * they made with the switcher (the cookie), else their browser's `Accept-Language` among the
 * languages offered now (`offeredNow`: the owner may change them), else the restaurant's default.
 */
export function createVisitorLanguage(offeredNow: () => OfferedLanguages) {
  function visitorLanguage(headers: IncomingHttpHeaders): Language {
    const offered = offeredNow();
    const chosen = keptLanguageIn(headers.cookie ?? '');
    if (chosen && offered.includes(chosen)) return chosen;
    return preferredLanguage(headers['accept-language'], offered) ?? offered[0];
  }

  /**
   * Where a public page in the default language sends a visitor who reads another offered
   * language (`/menu` → `/fr/menu`), or null to show it. An address with a language's prefix is
   * always shown as it is: it was chosen, or shared.
   */
  function languageRedirect(canonicalPath: string, headers: IncomingHttpHeaders): string | null {
    const offered = offeredNow();
    const { language, path } = languageOfPath(canonicalPath, offered);
    if (language !== offered[0] || offered.length === 1) return null;
    const wanted = visitorLanguage(headers);
    return wanted === language ? null : pathIn(wanted, path, offered);
  }

  return { visitorLanguage, languageRedirect };
}
