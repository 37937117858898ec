import type { CloseTab, MoveTab, OpenedTab, SettledTab, StaffTable, TabSettlement } from '@bistro/contract/tables';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFile, apiRequest } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';

/** What every staff query of the tables starts with: any action on a table refreshes them. */
export const tablesKey = ['tables'] as const;

/** Payments come from the diners' phones (no event of their own): the Tables page reads the tables again this often. */
const TABLES_REFRESH_MS = 10_000;

const tablePath = (name: string) => `/tables/${encodeURIComponent(name)}`;

/** GET /api/tables (staff, admins): each table of the booking set-up with its code, state and tab. */
export const getTables = ({ signal }: { signal?: AbortSignal } = {}) => apiRequest<StaffTable[]>('/tables', { signal });

export const tablesQueryOptions = () =>
  queryOptions({
    queryKey: [...tablesKey, 'list'],
    queryFn: ({ signal }) => getTables({ signal }),
    refetchInterval: TABLES_REFRESH_MS,
  });

export const useTables = () => useQuery(tablesQueryOptions());

/** GET /api/tables/:name/card.svg (staff, admins): the table's printable card, as a picture the page can show. */
export const getTableCard = (name: string) => apiFile(`${tablePath(name)}/card.svg`);

/** POST /api/tables/:name/open: the table gets a tab and takes rounds from its card. */
export const useOpenTable = () =>
  useInvalidatingMutation(
    (name: string) => apiRequest<OpenedTab>(`${tablePath(name)}/open`, { method: 'POST' }),
    tablesKey,
  );

/** POST /api/tables/:name/code: a new code for the card; the old card orders nothing from then on. */
export const useRenewCode = () =>
  useInvalidatingMutation(
    (name: string) => apiRequest<StaffTable>(`${tablePath(name)}/code`, { method: 'POST' }),
    tablesKey,
  );

/** POST /api/tables/:name/settle: the rest of the tab taken at the table, in cash (the change answered) or on the terminal. */
export const useSettleTab = () =>
  useInvalidatingMutation(
    ({ name, ...settlement }: TabSettlement & { name: string }) =>
      apiRequest<SettledTab>(`${tablePath(name)}/settle`, { method: 'POST', body: settlement }),
    tablesKey,
  );

/** POST /api/tables/:name/move: the party's tab goes to another table, free. */
export const useMoveTab = () =>
  useInvalidatingMutation(
    ({ name, ...move }: MoveTab & { name: string }) =>
      apiRequest<OpenedTab>(`${tablePath(name)}/move`, { method: 'POST', body: move }),
    tablesKey,
  );

/** POST /api/tables/:name/close: the tab closed unpaid, with the reason (kept in the audit log). */
export const useCloseTab = () =>
  useInvalidatingMutation(
    ({ name, ...close }: CloseTab & { name: string }) =>
      apiRequest<OpenedTab>(`${tablePath(name)}/close`, { method: 'POST', body: close }),
    tablesKey,
  );
