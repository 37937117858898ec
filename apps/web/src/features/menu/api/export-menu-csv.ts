import { useMutation } from '@tanstack/react-query';
import { apiFile } from '@/lib/api-client.ts';

/**
 * GET /api/menu/export.csv (admin), saved as menu.csv: the API wants the signed-in token, which a
 * plain link cannot send, so the file is fetched and handed to the browser's download.
 */
async function exportMenuCsv(): Promise<void> {
  const file = await apiFile('/menu/export.csv');
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'menu.csv';
  link.click();
  // Once the browser has taken the file: revoking at the click itself can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const useExportMenuCsv = () => useMutation({ mutationFn: exportMenuCsv });
