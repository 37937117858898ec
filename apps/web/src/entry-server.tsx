import { setRestaurantMoney } from '@bistro/contract/money';
import type { PageData, RenderedPage, ServerRenderer } from '@bistro/contract/server-render';
import { type DehydratedState, dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { pageStateScript } from './app/page-state.ts';
import { AppProviders } from './app/provider.tsx';
import { createRoutes } from './app/router.tsx';
import { renderedGuestCheckoutKey, renderedOrderingFactsKey } from './config/restaurant-status.ts';
import { siteConfigQueryOptions } from './config/site-config.ts';
import { menuQueryOptions } from './features/menu/api/get-menu.ts';
import { menuSectionsQueryOptions } from './features/menu/api/get-menu-sections.ts';
import { publishedReviewsQueryOptions } from './features/reviews/api/get-published-reviews.ts';
import { tableAtHandKey } from './features/tables/api/table-at-hand.ts';
import { loadI18n } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';

async function readAll(stream: AsyncIterable<string | Uint8Array>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Without an `<html>` element to render into, React puts what belongs in the head (the page's
 * `<title>`, preloads of its first pictures) ahead of the markup: they go to the head instead.
 */
function splitHead(markup: string): { head: string; html: string } {
  const head = /^(?:<title>[^<]*<\/title>|<(?:link|meta)\b[^>]*>)*/.exec(markup)?.[0] ?? '';
  if (!head.includes('<title>')) throw new Error('the page rendered without a <title>');
  return { head, html: markup.slice(head.length) };
}

/**
 * The query cache for the page, without the moment of rendering: a page's bytes (and so its
 * ETag) depend only on what it shows. The browser dates the data when the page arrives.
 */
function dehydrateTimeless(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient);
  return {
    ...state,
    queries: state.queries.map((query) => ({ ...query, dehydratedAt: 0, state: { ...query.state, dataUpdatedAt: 0 } })),
  };
}

/** A query cache holding the site configuration and whether guests may order, as every page starts with. */
function queryClientWith({ config, guestCheckout }: Pick<PageData, 'config' | 'guestCheckout'>): QueryClient {
  const queryClient = createQueryClient();
  queryClient.setQueryData(siteConfigQueryOptions().queryKey, config);
  queryClient.setQueryData(renderedGuestCheckoutKey, guestCheckout);
  return queryClient;
}

/**
 * Renders a public page (or a table's) through the same routes and providers as the browser, with
 * the menu, its sections, the published reviews, the site configuration, whether guests may order,
 * (on a shop page) whether diners can order now and (on a table's page) the table and its tab
 * already in the query cache, so that nothing is fetched and the HTML holds the whole page.
 * Suspense boundaries (the lazy sliders) are waited for.
 */
async function renderPage(url: string, data: PageData): Promise<RenderedPage> {
  const { config, language, menu, sections, reviews, ordering, table } = data;
  // This bundle has its own copy of the money module: prices are written as the browser will write them.
  setRestaurantMoney(config.restaurant);
  const queryClient = queryClientWith(data);
  const { languages } = config.restaurant;
  const i18n = await loadI18n(language);
  queryClient.setQueryData(menuQueryOptions(language).queryKey, menu);
  queryClient.setQueryData(menuSectionsQueryOptions().queryKey, sections);
  queryClient.setQueryData(publishedReviewsQueryOptions().queryKey, reviews);
  if (ordering) queryClient.setQueryData(renderedOrderingFactsKey, ordering);
  if (table) queryClient.setQueryData(tableAtHandKey(table.code), table.atHand);

  const handler = createStaticHandler(createRoutes(queryClient, languages, { language }));
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  if (context.errors) throw new Error(`the page ${url} failed on the server`, { cause: context.errors });

  const router = createStaticRouter(handler.dataRoutes, context);
  // An error inside a Suspense boundary would leave it to the browser; a page is whole or not sent.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders queryClient={queryClient} i18n={i18n} hydrating>
        {/* The router's state goes into the page's JSON state, not an inline script the CSP refuses. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  if (errors.length > 0) throw new Error(`the page ${url} failed on the server`, { cause: errors[0] });
  const { head, html } = splitHead(await readAll(prelude));
  const state = pageStateScript({
    queries: dehydrateTimeless(queryClient),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
  });
  return { kind: 'page', status: context.statusCode, head, html, state };
}

function shellState(config: PageData['config'], guestCheckout: boolean): string {
  return pageStateScript({ queries: dehydrateTimeless(queryClientWith({ config, guestCheckout })) });
}

export const renderer: ServerRenderer = { renderPage, shellState };
