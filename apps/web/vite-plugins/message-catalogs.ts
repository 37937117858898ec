import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin, Rolldown } from 'vite';
import { landingPages, startModule } from './landing-pages.ts';

/**
 * A language's catalog, src/locales/<language>.json (messages by id in ICU MessageFormat): imported
 * with `?catalog` for the messages of the first load, with `?catalog-rest` for the others.
 */
const CATALOG = /[\\/]src[\\/]locales[\\/][a-z]{2}\.json\?catalog(?:-rest)?$/;
/** Route modules: of these, the first load holds the landing pages' only. */
const ROUTE_MODULE = /[\\/]src[\\/]app[\\/](?:routes[\\/]|dashboard-routes\.tsx$)/;

/**
 * The code of the app's own modules a first visit can run before it goes to another page: what the
 * app's start imports, the landing pages, and what these load later (the dish options dialog, the
 * sliders), short of the other pages' routes. The contract's modules are the app's own too: some
 * name the messages they say things with (the opening hours' words, `hours-in-language.ts`).
 */
async function firstLoadCode(context: Rolldown.PluginContext, root: string): Promise<string> {
  const ownCode = [path.join(root, 'src'), path.resolve(root, '../../packages/contract/src')];
  const landing = new Set(landingPages.map((page) => path.join(root, page.module)));
  const seen = new Set<string>();
  const code: string[] = [];
  const visit = async (id: string): Promise<void> => {
    if (seen.has(id) || !ownCode.some((dir) => id.startsWith(dir)) || CATALOG.test(id)) return;
    seen.add(id);
    const module = await context.load({ id, resolveDependencies: true });
    code.push(module.code ?? '');
    const later = module.dynamicallyImportedIds.filter((later) => !ROUTE_MODULE.test(later) || landing.has(later));
    await Promise.all([...module.importedIds, ...later].map(visit));
  };
  await visit(path.join(root, startModule));
  return code.join('\n');
}

/**
 * Compiles each language's catalog as it is imported, so that the browser gets messages ready to
 * format and never the ICU parser (7 kB gzipped): what Lingui's own Vite plugin does, without its CLI.
 *
 * The browser's build splits each catalog in two: the messages whose ids the first load's code
 * names (`?catalog`), and the rest (`?catalog-rest`), which the other pages load with their code.
 * Ids are always written out whole (`t('nav.menu')`, typed as `MessageId`), so finding them in the
 * code finds every message a landing page can show. The server's build and development keep every
 * message in `?catalog`.
 */
export function messageCatalogs(): Plugin {
  let root = '';
  let split = false;
  let firstLoad: Promise<string> | undefined;
  return {
    name: 'bistro:message-catalogs',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      split = config.command === 'build' && !config.build.ssr;
    },
    buildStart() {
      firstLoad = undefined;
    },
    transform: {
      filter: { id: CATALOG },
      async handler(source, id) {
        const messages: Record<string, string> = JSON.parse(source);
        const rest = id.endsWith('-rest');
        let ids = rest ? [] : Object.keys(messages);
        if (split) {
          firstLoad ??= firstLoadCode(this, root);
          const code = await firstLoad;
          const named = (id: string) => code.includes(`'${id}'`) || code.includes(`"${id}"`);
          ids = Object.keys(messages).filter((id) => named(id) !== rest);
        }
        const compiled = Object.fromEntries(ids.map((id) => [id, compileMessage(messages[id] ?? '')]));
        return { code: `export const messages = ${JSON.stringify(compiled)};`, moduleType: 'js', map: null };
      },
    },
  };
}
