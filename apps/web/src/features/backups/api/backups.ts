import type { BackupEntry, BackupsOverview } from '@bistro/contract/backups';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFile, apiRequest } from '@/lib/api-client.ts';
import { refreshQueries } from '@/lib/refresh-queries.ts';
import { saveFile } from '@/lib/save-file.ts';

/** GET /api/backups (admin): the backups in BACKUP_DIR, newest first, and how they are taken. */
export const backupsQueryOptions = () =>
  queryOptions({
    queryKey: ['backups'],
    queryFn: ({ signal }) => apiRequest<BackupsOverview>('/backups', { signal }),
  });

export const useBackups = () => useQuery(backupsQueryOptions());

/** POST /api/backups (admin): takes one now and verifies it; the list is read again after. */
export function useTakeBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<BackupEntry>('/backups', { method: 'POST' }),
    onSettled: () => refreshQueries(queryClient, backupsQueryOptions().queryKey),
  });
}

/**
 * Saves one archive: the API wants the signed-in token, which a plain link cannot send, so the
 * file is fetched and handed to the browser's download under its own name.
 */
async function downloadBackup(name: string): Promise<void> {
  saveFile(await apiFile(`/backups/${encodeURIComponent(name)}`), name);
}

export const useDownloadBackup = () => useMutation({ mutationFn: downloadBackup });
