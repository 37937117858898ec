import type { ReportRange, SalesReport } from '@bistro/contract/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

const rangeQuery = ({ from, to }: ReportRange) => new URLSearchParams({ from, to }).toString();

/** GET /api/reports/sales (admin): per restaurant day and in all, in cents. */
export const getSalesReport = (range: ReportRange, { signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<SalesReport>(`/reports/sales?${rangeQuery(range)}`, { signal });

export const salesReportQueryOptions = (range: ReportRange) =>
  queryOptions({
    queryKey: ['reports', 'sales', range.from, range.to],
    queryFn: ({ signal }) => getSalesReport(range, { signal }),
  });

/** The report for a range; the last one stays on screen while the next range loads. */
export const useSalesReport = (range: ReportRange | null) =>
  useQuery({
    ...salesReportQueryOptions(range ?? { from: '', to: '' }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });

/** The path of GET /api/reports/orders.csv for a range, under /api. */
export const ordersCsvPath = (range: ReportRange) => `/reports/orders.csv?${rangeQuery(range)}`;
