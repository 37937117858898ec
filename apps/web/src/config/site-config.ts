import { HOUSE_NAME } from '@bistro/contract/house';
import { intlLocaleOf, type Language } from '@bistro/contract/languages';
import { type Moment, restaurantClock } from '@bistro/contract/restaurant-clock';
import type { PublicConfig } from '@bistro/contract/site-config';
import { useLingui } from '@lingui/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest } from '@/lib/api-client.ts';

export const siteConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['site-config'],
    queryFn: ({ signal }) => apiRequest<PublicConfig>('/config', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The server's browser-safe runtime settings (one build serves every configuration). */
export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions());
}

/** Times on the restaurant's clock (its time zone, from the settings; UTC until they are in), in the page's language. */
export function useRestaurantClock() {
  return useClockOf(useSiteConfig().data?.restaurant.timeZone ?? 'UTC');
}

/** Times on the clock of a time zone, written in the page's language: "today at 12:30 PM", « aujourd’hui à 12:30 ». */
export function useClockOf(timeZone: string) {
  const { i18n } = useLingui();
  return useMemo(() => {
    const clock = restaurantClock(timeZone, intlLocaleOf(i18n.locale as Language));
    const when = (moment: Moment, now: Date) =>
      i18n._('time.dayAt', { day: clock.dayInSentence(moment, now), time: clock.time(moment) });
    const on = (moment: Moment) => i18n._('time.dayAt', { day: clock.shortDay(moment), time: clock.time(moment) });
    return { ...clock, when, on };
  }, [timeZone, i18n]);
}

/** The restaurant's brand as its owner set it (undefined only before the configuration is in). */
export function useBrand() {
  return useSiteConfig().data?.brand;
}

/** The restaurant's name: the brand's, the spec's until the configuration is in. */
export function useRestaurantName(): string {
  return useBrand()?.name ?? HOUSE_NAME;
}
