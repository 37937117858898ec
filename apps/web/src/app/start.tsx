import '@/lib/zod-without-eval.ts';
import { setRestaurantMoney } from '@bistro/contract/money';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { setDialogWords } from '@/components/ui/dialog.ts';
import { siteConfigQueryOptions } from '@/config/site-config.ts';
import { now } from '@/lib/clock.ts';
import { documentLanguage, loadI18n, loadRestOfMessages } from '@/lib/i18n.ts';
import { nextTask } from '@/lib/main-thread.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { readPageState } from './page-state.ts';
import { AppProviders } from './provider.tsx';
import { createRouter } from './router.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lost its #root element');

// The server's page carries the site configuration (and on public pages the menu and the
// router's data): the browser starts from them instead of asking again.
const state = readPageState();
const queryClient = createQueryClient();
if (state) {
  // A page is as current as the moment it was sent (the server keeps it per menu version and
  // leaves the moment out of it): its data counts as fetched now.
  const fetchedAt = now().getTime();
  for (const query of state.queries.queries) {
    query.dehydratedAt = fetchedAt;
    query.state.dataUpdatedAt = fetchedAt;
  }
  hydrate(queryClient, state.queries);
}
// Every price on the page is in the restaurant's currency and locale, as the site configuration says.
const config = await queryClient.fetchQuery(siteConfigQueryOptions());
// The steps of the start each take a phone tens of milliseconds (the code's evaluation, the first
// use of Intl's data, the routes): each in a task of its own, a tap between them is taken at once.
await nextTask();
setRestaurantMoney(config.restaurant);
await nextTask();
// The page's language is the one its document was sent in; its messages load with the page's code
// (the first load's, and the rest with a page other than a landing page).
const { languages } = config.restaurant;
const language = documentLanguage(languages);
const i18nLoad = loadI18n(language);
const restOfMessages = async () => loadRestOfMessages(await i18nLoad);
const [i18n, router] = await Promise.all([
  i18nLoad,
  createRouter(queryClient, { languages, language, restOfMessages }, state?.router),
]);
setDialogWords({
  ok: i18n._('common.ok'),
  cancel: i18n._('common.cancel'),
  areYouSure: i18n._('common.areYouSure'),
  cannotBeUndone: i18n._('common.cannotBeUndone'),
  yesDeleteIt: i18n._('common.yesDeleteIt'),
  tryAgain: i18n._('common.tryAgain'),
});
const hydrating = state?.router !== undefined;
const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient} i18n={i18n} hydrating={hydrating}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);
// As a transition, the first render yields to the browser between pieces of work instead of
// holding the main thread for the whole page: a tap is not kept waiting (on the server's page,
// already painted, the early-taps script keeps it), nor the browser's other work.
if (hydrating) startTransition(() => void hydrateRoot(root, app));
else startTransition(() => createRoot(root).render(app));
