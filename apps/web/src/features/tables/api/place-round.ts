import type { NewRound, PlacedRound, TableAtHand } from '@bistro/contract/tables';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { tableAtHandKey } from './table-at-hand.ts';

/** POST /api/t/:code/rounds (no account): a round for the kitchen, on the table's tab. */
export const placeRound = (code: string, round: NewRound) =>
  apiRequest<PlacedRound>(`/t/${encodeURIComponent(code)}/rounds`, {
    method: 'POST',
    body: round,
    authenticated: false,
  });

/** Sends a round; the tab the server answers with it is shown at once. */
export function usePlaceRound(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (round: NewRound) => placeRound(code, round),
    onSuccess: ({ table, tab }) =>
      queryClient.setQueryData<TableAtHand>(tableAtHandKey(code), (shown) => shown && { ...shown, table, tab }),
  });
}
