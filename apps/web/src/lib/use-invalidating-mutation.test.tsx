import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useInvalidatingMutation } from './use-invalidating-mutation.ts';

/** A cart on a server whose reads can be held: a read answers what the cart held when it was made. */
function slowServer() {
  let dishes = 1;
  const heldReads: (() => void)[] = [];
  return {
    read: ({ signal }: { signal: AbortSignal }) => {
      const answer = dishes;
      return new Promise<number>((resolve, reject) => {
        heldReads.push(() => resolve(answer));
        signal.addEventListener('abort', () => reject(signal.reason));
      });
    },
    add: async () => {
      dishes += 1;
    },
    dishes: () => dishes,
    answerReads: () => {
      for (const answer of heldReads.splice(0)) answer();
    },
  };
}

describe('a mutation that refreshes its query', () => {
  it('is not undone by the query’s first read, made before the change and answered after it', async () => {
    const server = slowServer();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({
        cart: useQuery({ queryKey: ['cart'], queryFn: server.read }),
        add: useInvalidatingMutation(server.add, ['cart']),
      }),
      { wrapper },
    );
    // The first read is on its way (it will say one dish) when the diner adds a second.
    await waitFor(() => expect(result.current.cart.fetchStatus).toBe('fetching'));
    act(() => result.current.add.mutate(undefined));
    await waitFor(() => expect(server.dishes()).toBe(2));
    await act(() => new Promise((settle) => setTimeout(settle, 20))); // the mutation's refresh starts
    await waitFor(() => {
      act(() => server.answerReads());
      expect(result.current.cart.data).toBe(2);
    });
  });
});
