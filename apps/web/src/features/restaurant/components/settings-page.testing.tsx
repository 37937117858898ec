import type { RestaurantSettings } from '@bistro/contract/restaurant';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { InEnglish } from '@/test/in-english.tsx';
import { restaurantSettingsQueryOptions } from '../api/get-restaurant-settings.ts';

/**
 * A form of the settings page as an admin opens it, on `settings` as saved: the site's settings
 * not read (no time zone: the day buttons are off); PUT /api/restaurant/settings answers 200 and
 * each settings sent is recorded in `saved`.
 */
export function renderOnSettings(settings: RestaurantSettings, form: ReactElement) {
  const saved = vi.fn((_: RestaurantSettings) => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (init.method === 'PUT') saved(JSON.parse(String(init.body)));
      const body = url === '/api/restaurant/settings' ? settings : { message: 'Not in this test' };
      return new Response(JSON.stringify(body), {
        status: url === '/api/restaurant/settings' ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  queryClient.setQueryData(restaurantSettingsQueryOptions().queryKey, settings);
  render(<QueryClientProvider client={queryClient}>{form}</QueryClientProvider>, { wrapper: InEnglish });
  return { saved, user: userEvent.setup() };
}
