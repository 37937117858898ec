import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useGuestPayer } from './use-guest-payer.ts';

const lines = [
  { menuID: 'a3c1a7a8-0000-4000-8000-000000000001', quantity: 2, choices: [{ id: 'large' }] },
  { menuID: 'a3c1a7a8-0000-4000-8000-000000000002', quantity: 1, choices: [] },
];
const asked = { price: 31.5, pickup: 'asap', note: ' ', phone: '+1 555 010 0199', language: 'fr' as const };

/** Answers every request as the server does a guest's intent, keeping what was sent. */
function serverAnswering() {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init.body)) });
      const answer = url.endsWith('/create-payment-intent')
        ? { clientSecret: 'pi_1_secret_2', amount: 31.5, orderId: 'order-1', orderKey: 'k1.sig' }
        : { result: { insertedId: 'pay-1' }, deleteResult: { deletedCount: 0 } };
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

describe('a guest at checkout', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends who they are and the browser’s lines, and records the payment with the order’s key', async () => {
    const sent = serverAnswering();
    const { result } = renderHook(() => useGuestPayer(lines, { name: 'Gil Guest', email: 'gil@bistro.test' }));
    await act(async () => {
      await result.current.start({ ...asked, name: 'Gil Guest', email: 'gil@bistro.test' });
    });
    expect(sent[0]).toEqual({
      url: '/api/guest/create-payment-intent',
      body: {
        name: 'Gil Guest',
        email: 'gil@bistro.test',
        phone: '+1 555 010 0199',
        price: 31.5,
        pickup: 'asap',
        language: 'fr',
        lines: lines.map((line) => ({
          menuId: line.menuID,
          quantity: line.quantity,
          choices: line.choices.map((choice) => choice.id),
        })),
      },
    });
    expect(result.current.orderKey()).toBe('k1.sig');
    await act(async () => {
      await result.current.record('pi_1');
    });
    expect(sent[1]).toEqual({
      url: '/api/guest/payments',
      body: { orderId: 'order-1', key: 'k1.sig', transactionId: 'pi_1' },
    });
  });
});
