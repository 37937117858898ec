import type { SaveAddress, SavedAddress } from '@bistro/contract/delivery';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth-context.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';

/** The signed-in diner's addresses: added or removed, the list is read again. */
export const savedAddressesKey = ['saved-addresses'] as const;

/** GET /api/me/addresses (signed in); asked only with someone signed in. */
export function useSavedAddresses() {
  const { user } = useAuth();
  return useQuery({
    ...queryOptions({
      queryKey: [...savedAddressesKey, user?.email],
      queryFn: ({ signal }) => apiRequest<SavedAddress[]>('/me/addresses', { signal }),
    }),
    enabled: user !== null,
  });
}

/** POST /api/me/addresses (signed in). */
const saveAddress = (address: SaveAddress) =>
  apiRequest<SavedAddress>('/me/addresses', { method: 'POST', body: address });
export const useSaveAddress = () => useInvalidatingMutation(saveAddress, savedAddressesKey);

/** DELETE /api/me/addresses/:id (signed in). */
const forgetAddress = (id: string) => apiRequest<{ deletedCount: number }>(`/me/addresses/${id}`, { method: 'DELETE' });
export const useForgetAddress = () => useInvalidatingMutation(forgetAddress, savedAddressesKey);
