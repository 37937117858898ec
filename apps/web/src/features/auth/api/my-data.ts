import type { DeleteAccount } from '@bistro/contract/privacy';
import { useMutation } from '@tanstack/react-query';
import { apiFile, apiRequest } from '@/lib/api-client.ts';
import { saveFile } from '@/lib/save-file.ts';

/** GET /api/me/export: the signed-in diner's own data, saved as a JSON file. */
async function downloadMyData(): Promise<void> {
  saveFile(await apiFile('/me/export'), 'bistro-boss-my-data.json');
}

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });

/**
 * DELETE /api/me: deletes the account. Its refusals are answers to show (a wrong password, a
 * sign-in that is not recent, an order still on its way), not a lost session.
 */
export const deleteOwnAccount = (proof: DeleteAccount) =>
  apiRequest<{ erasedOrders: number }>('/me', { method: 'DELETE', body: proof, forbiddenIsAnAnswer: true });
