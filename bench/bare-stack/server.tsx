// The floor for bench:lighthouse: the stack the app is built on, with nothing of the app. A bare
// Fastify process sends one server-rendered page — the real menu's dish names and prices
// (SOURCE_URL), from React Router's static handler, with TanStack Query's dehydrated cache —
// and the Vite build (BARE_STACK_DIST) that hydrates it, all kept compressed in memory.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { jsonForScript } from '@bistro/contract/server-render';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import Fastify from 'fastify';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createRoutes, type Dish, dishesQuery } from './routes.tsx';

const source = process.env.SOURCE_URL;
const dist = process.env.BARE_STACK_DIST;
if (!source || !dist) throw new Error('SOURCE_URL (the real app) and BARE_STACK_DIST (the build) must be set');

const menu = (await (await fetch(`${source}/api/menu`)).json()) as Dish[];
const queryClient = new QueryClient();
queryClient.setQueryData(
  dishesQuery.queryKey,
  menu.map(({ name, price }) => ({ name, price })),
);
const handler = createStaticHandler(createRoutes(queryClient));
const context = await handler.query(new Request(`${source}/`));
if (context instanceof Response) throw new Error('the bare stack’s page redirected');
const html = renderToString(
  <QueryClientProvider client={queryClient}>
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
  </QueryClientProvider>,
);
const state = {
  queries: dehydrate(queryClient),
  router: { loaderData: context.loaderData, actionData: null, errors: null },
};
const page = readFileSync(path.join(dist, 'index.html'), 'utf8')
  .replace('<!--app-->', html)
  .replace('<!--state-->', `<script type="application/json" id="page-state">${jsonForScript(state)}</script>`);

const files = new Map<string, { type: string; body: Buffer }>([
  ['/', { type: 'text/html; charset=utf-8', body: brotliCompressSync(page) }],
]);
for (const file of readdirSync(path.join(dist, 'assets'))) {
  files.set(`/assets/${file}`, {
    type: 'text/javascript',
    body: brotliCompressSync(readFileSync(path.join(dist, 'assets', file))),
  });
}

const app = Fastify({ logger: false });
app.get('/*', (request, reply) => {
  const file = files.get(request.url);
  if (!file) return reply.code(404).send();
  return reply.type(file.type).header('content-encoding', 'br').header('cache-control', 'no-cache').send(file.body);
});
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
