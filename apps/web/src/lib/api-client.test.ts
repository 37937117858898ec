import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiRequest } from './api-client.ts';

describe('apiRequest', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.lang = '';
  });

  it('asks in the page’s language, so that a refusal comes back in it', async () => {
    const asked: Headers[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        asked.push(new Headers(init.headers));
        return new Response(
          JSON.stringify({ error: 'Conflict', message: 'Pour plus de 6 personnes, appelez-nous pour réserver.' }),
          { status: 409, headers: { 'content-type': 'application/json' } },
        );
      }),
    );
    document.documentElement.lang = 'fr';
    const refusal = await apiRequest('/bookings', { method: 'POST', body: {}, authenticated: false }).catch(
      (error: unknown) => error,
    );
    expect(asked[0]?.get('accept-language')).toBe('fr');
    expect(refusal).toBeInstanceOf(ApiRequestError);
    expect((refusal as ApiRequestError).message).toBe('Pour plus de 6 personnes, appelez-nous pour réserver.');
  });
});
