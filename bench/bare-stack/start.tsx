import { hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createRoutes } from './routes.tsx';

const root = document.getElementById('root');
const stateText = document.getElementById('page-state')?.textContent;
if (!root || !stateText) throw new Error('the page lost its #root or its state');
const state = JSON.parse(stateText);
const queryClient = new QueryClient();
hydrate(queryClient, state.queries);
const router = createBrowserRouter(createRoutes(queryClient), { hydrationData: state.router });
startTransition(
  () =>
    void hydrateRoot(
      root,
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    ),
);
