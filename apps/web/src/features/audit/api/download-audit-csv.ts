import type { AuditQuery } from '@bistro/contract/audit';
import { useMutation } from '@tanstack/react-query';
import { apiFile } from '@/lib/api-client.ts';
import { saveFile } from '@/lib/save-file.ts';
import { auditQueryString } from './get-audit-log.ts';

/** Saves the filter's entries as CSV (the API wants the signed-in token, which a plain link cannot send). */
async function downloadAuditCsv(query: AuditQuery): Promise<void> {
  const name = ['audit-log', query.from, query.to].filter(Boolean).join('-');
  saveFile(await apiFile(`/audit-log.csv?${auditQueryString(query)}`), `${name}.csv`);
}

export const useDownloadAuditCsv = () => useMutation({ mutationFn: downloadAuditCsv });
