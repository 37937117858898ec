import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFile, apiRequest } from '@/lib/api-client.ts';
import { refreshQueries } from '@/lib/refresh-queries.ts';
import { saveFile } from '@/lib/save-file.ts';

const dataPath = (id: string, key: string) => `/guest/orders/${id}/data?key=${encodeURIComponent(key)}`;

/** GET /api/guest/orders/:id/data?key=: the guest's data (this order and its payment), saved as a JSON file. */
async function downloadGuestOrderData({ id, orderKey }: { id: string; orderKey: string }): Promise<void> {
  saveFile(await apiFile(dataPath(id, orderKey), { authenticated: false }), 'bistro-boss-my-order.json');
}

export const useDownloadGuestOrderData = () => useMutation({ mutationFn: downloadGuestOrderData });

/** DELETE /api/guest/orders/:id/data?key=: erases the guest's details from this order; the page reads it again. */
export function useEraseGuestOrderData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, orderKey }: { id: string; orderKey: string }) =>
      apiRequest<{ erasedOrders: number }>(dataPath(id, orderKey), { method: 'DELETE', authenticated: false }),
    onSuccess: (_, { id }) => refreshQueries(queryClient, ['guest-order', id]),
  });
}
