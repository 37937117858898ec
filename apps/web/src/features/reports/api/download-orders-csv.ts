import type { ReportRange } from '@bistro/contract/reports';
import { useMutation } from '@tanstack/react-query';
import { apiFile } from '@/lib/api-client.ts';
import { saveFile } from '@/lib/save-file.ts';
import { ordersCsvPath } from './get-sales-report.ts';

/**
 * Saves the range's orders CSV: the API wants the signed-in token, which a plain link cannot
 * send, so the file is fetched and handed to the browser's download as `orders-FROM-TO.csv`.
 */
async function downloadOrdersCsv(range: ReportRange): Promise<void> {
  saveFile(await apiFile(ordersCsvPath(range)), `orders-${range.from}-${range.to}.csv`);
}

export const useDownloadOrdersCsv = () => useMutation({ mutationFn: downloadOrdersCsv });
