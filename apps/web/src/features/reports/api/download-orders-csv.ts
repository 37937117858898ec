import type { ReportRange } from '@bistro/contract/reports';
import { useMutation } from '@tanstack/react-query';
import { apiFile } from '@/lib/api-client.ts';
import { ordersCsvPath } from './get-sales-report.ts';

/**
 * Saves the range's orders CSV: the API wants the signed-in token, which a plain link cannot
 * send, so the file is fetched and handed to the browser's download as `orders-FROM-TO.csv`.
 */
async function downloadOrdersCsv(range: ReportRange): Promise<void> {
  const file = await apiFile(ordersCsvPath(range));
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = `orders-${range.from}-${range.to}.csv`;
  link.click();
  // Once the browser has taken the file: revoking at the click itself can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const useDownloadOrdersCsv = () => useMutation({ mutationFn: downloadOrdersCsv });
