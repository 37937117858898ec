import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** A language's catalog, src/locales/<language>.json (messages by id in ICU MessageFormat), imported with `?catalog`. */
const CATALOG = /[\\/]src[\\/]locales[\\/][a-z]{2}\.json\?catalog$/;

/**
 * Compiles each language's catalog as it is imported, so that the browser gets messages ready to
 * format and never the ICU parser (7 kB gzipped): what Lingui's own Vite plugin does, without its CLI.
 */
export function messageCatalogs(): Plugin {
  return {
    name: 'bistro:message-catalogs',
    enforce: 'pre',
    transform: {
      filter: { id: CATALOG },
      handler(source) {
        const messages: Record<string, string> = JSON.parse(source);
        const compiled = Object.fromEntries(
          Object.entries(messages).map(([id, message]) => [id, compileMessage(message)]),
        );
        return { code: `export const messages = ${JSON.stringify(compiled)};`, moduleType: 'js', map: null };
      },
    },
  };
}
