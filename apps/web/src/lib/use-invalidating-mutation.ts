import { type QueryKey, type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshQueries } from './refresh-queries.ts';

/**
 * A mutation that refreshes the query it changes (by the owning query's key) once it succeeds,
 * then runs the caller's own `onSuccess`: one way for every endpoint file to keep its data fresh.
 */
export function useInvalidatingMutation<Input, Answer>(
  mutationFn: (input: Input) => Promise<Answer>,
  invalidates: QueryKey,
  mutationConfig?: Omit<UseMutationOptions<Answer, Error, Input>, 'mutationFn'>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn,
    onSuccess: async (...args) => {
      await refreshQueries(queryClient, invalidates);
      await mutationConfig?.onSuccess?.(...args);
    },
  });
}
