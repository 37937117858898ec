import type { MyNotifications } from '@bistro/contract/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InEnglish } from '@/test/in-english.tsx';
import { myNotificationsQueryOptions } from '../api/my-notifications.ts';
import { NotificationSettings } from './notification-settings.tsx';

/** The form on a member of staff's profile, with their choices as the server has them; PUT answers 200 and is recorded. */
function renderSettings(mine: MyNotifications) {
  const saved = vi.fn((_: unknown) => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      if (init.method === 'PUT') saved(JSON.parse(String(init.body)));
      const body = init.method === 'PUT' ? { ...mine, ...JSON.parse(String(init.body)) } : mine;
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  queryClient.setQueryData(myNotificationsQueryOptions().queryKey, mine);
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <NotificationSettings onSaved={onSaved} />
    </QueryClientProvider>,
    { wrapper: InEnglish },
  );
  return { saved, onSaved, user: userEvent.setup() };
}

describe('NotificationSettings', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers a text message only to a phone with its country code, and says why not', () => {
    renderSettings({ mail: false, sms: false, phone: '07700 900123', smsAvailable: true });
    const text = screen.getByRole('checkbox', { name: 'Text me each one' });
    expect(text).toBeDisabled();
    expect(text).toHaveAccessibleDescription(
      'Give your phone above with its country code (+44 …) to get text messages.',
    );
  });

  it('says when the site sends no text messages', () => {
    renderSettings({ mail: false, sms: false, phone: '+44 7700 900123', smsAvailable: false });
    expect(screen.getByRole('checkbox', { name: 'Text me each one' })).toHaveAccessibleDescription(
      'This site sends no text messages.',
    );
  });

  it('saves a mail and a text message to the phone on the profile', async () => {
    const { saved, onSaved, user } = renderSettings({
      mail: false,
      sms: false,
      phone: '+44 7700 900123',
      smsAvailable: true,
    });
    expect(screen.getByRole('checkbox', { name: 'Text me each one' })).toHaveAccessibleDescription(
      'To +44 7700 900123, the phone above.',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Mail me each one' }));
    await user.click(screen.getByRole('checkbox', { name: 'Text me each one' }));
    await user.click(screen.getByRole('button', { name: 'Save notifications' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saved).toHaveBeenCalledWith({ mail: true, sms: true });
  });
});
