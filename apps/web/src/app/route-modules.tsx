import type { Language } from '@bistro/contract/languages';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { menuQueryOptions } from '@/features/menu/api/get-menu.ts';
import { menuSectionsQueryOptions } from '@/features/menu/api/get-menu-sections.ts';
import { tableAtHandQueryOptions } from '@/features/tables/api/table-at-hand.ts';

/**
 * A route module: its page as the default export; with `alongside`, what the page needs besides its
 * code (the rest of the language's messages, for a page other than a landing page).
 */
export const page = (load: () => Promise<{ default: ComponentType }>, alongside?: () => Promise<void>) => async () => {
  const [module] = await Promise.all([load(), alongside?.()]);
  return { Component: module.default };
};

/** A guard layout route, loaded with the first page that needs it. */
export const guard = (name: 'SignedInOnly' | 'AdminOnly' | 'StaffOnly' | 'DriversOnly') => async () => ({
  Component: (await import('@/features/auth/components/guards.tsx'))[name],
});

/** Shown while the first page's code arrives; the page itself follows in a moment. */
export function InitialLoad() {
  return null;
}

/**
 * A loader that starts fetching the menu in the page's language and its sections while the page's
 * code downloads, without holding the page back.
 */
export const menuPrefetcher = (queryClient: QueryClient, language: Language) => () => {
  void queryClient.prefetchQuery(menuQueryOptions(language));
  void queryClient.prefetchQuery(menuSectionsQueryOptions());
  return null;
};

/**
 * A table's page's loader: starts fetching the table and its tab, and the menu and its sections,
 * while the page's code downloads (the page shows nothing until they have all come).
 */
export const tablePrefetcher =
  (queryClient: QueryClient, language: Language) =>
  ({ params }: LoaderFunctionArgs) => {
    menuPrefetcher(queryClient, language)();
    void queryClient.prefetchQuery(tableAtHandQueryOptions(params.code ?? ''));
    return null;
  };
