import { QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { ApiRequestError } from './api-client.ts';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx will not fix itself on retry.
        retry: (failureCount, error) => !(error instanceof ApiRequestError && error.status < 500) && failureCount < 2,
      },
    },
  });
}

// biome-ignore lint/suspicious/noExplicitAny: any function that builds query options or performs a mutation.
type AnyFunction = (...args: any[]) => any;

/** Options a caller may add to an endpoint's query (everything but its key and fetcher). */
export type QueryConfig<OptionsFactory extends AnyFunction> = Omit<ReturnType<OptionsFactory>, 'queryKey' | 'queryFn'>;

/** Options a caller may add to an endpoint's mutation. */
export type MutationConfig<Fn extends AnyFunction> = Omit<
  UseMutationOptions<Awaited<ReturnType<Fn>>, Error, Parameters<Fn>[0]>,
  'mutationFn'
>;
