import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from './auth-context.ts';

/**
 * A query that belongs to the signed-in person: it waits until the session is known, and does
 * not run for a visitor. `optionsFor` builds the query's options from the person's email.
 */
export function useSessionQuery<Data, Selected = Data, Key extends QueryKey = QueryKey>(
  optionsFor: (email: string) => UseQueryOptions<Data, Error, Selected, Key>,
) {
  const { user, loading } = useAuth();
  const options = optionsFor(user?.email ?? '');
  return useQuery({ ...options, enabled: !loading && user !== null && options.enabled !== false });
}
