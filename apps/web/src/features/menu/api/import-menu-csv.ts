import type { MenuCsvProblem, MenuImportResult } from '@bistro/contract/menu-csv';
import { useMutation } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '@/lib/api-client.ts';
import type { MutationConfig } from '@/lib/query-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { menuKey } from './get-menu.ts';

/** POST /api/menu/import (admin): the CSV in the field `file`; a dry run says what it would do, writing nothing. */
export function importMenuCsv({ file, dryRun }: { file: File; dryRun: boolean }): Promise<MenuImportResult> {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<MenuImportResult>(`/menu/import${dryRun ? '?dryRun=true' : ''}`, { method: 'POST', body: form });
}

/** The bad lines and columns of a refused file (the 400's details), or none for any other failure. */
export function menuCsvProblems(error: unknown): MenuCsvProblem[] {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return [];
  const details = error.body?.details;
  const problems = typeof details === 'object' && details !== null && 'problems' in details ? details.problems : [];
  return Array.isArray(problems) ? (problems as MenuCsvProblem[]) : [];
}

/** The dry run: what importing the file would add and change. */
export const usePreviewMenuCsv = () =>
  useMutation({ mutationFn: (file: File) => importMenuCsv({ file, dryRun: true }) });

/** The import itself; the menu is read again once it is in. */
export const useImportMenuCsv = ({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<(file: File) => Promise<MenuImportResult>>;
} = {}) => useInvalidatingMutation((file: File) => importMenuCsv({ file, dryRun: false }), menuKey, mutationConfig);
