import type { Language } from '@bistro/contract/languages';
import type { MenuItem } from '@bistro/contract/menu';
import type { Collection } from '@bistro/contract/shop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { useLanguage } from '@/lib/i18n.ts';
import type { QueryConfig } from '@/lib/query-client.ts';

/** GET /api/menu: the whole menu in a language (its dishes' names and recipes), filtered on the client as the API is designed for. */
export const getMenu = (language: Language, { signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<MenuItem[]>(`/menu?lang=${language}`, { signal });

/** What every menu query's key starts with: a change to the menu refreshes them all, in every language. */
export const menuKey = ['menu'] as const;

export const menuQueryOptions = (language: Language) =>
  queryOptions({ queryKey: [...menuKey, language], queryFn: ({ signal }) => getMenu(language, { signal }) });

/** The menu in the page's language. */
export function useMenu({ queryConfig }: { queryConfig?: QueryConfig<typeof menuQueryOptions> } = {}) {
  return useQuery({ ...menuQueryOptions(useLanguage().language), ...queryConfig });
}

/** The dishes of a collection: the home page's popular ones, the menu page's offers. */
export function itemsInCollection(items: readonly MenuItem[] | undefined, collection: Collection): MenuItem[] {
  return items?.filter((item) => item.collections.includes(collection)) ?? [];
}
