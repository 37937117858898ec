import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslate } from '@/lib/i18n.ts';
import { ErrorState, LoadingState } from './status.tsx';

interface QueryStateProps<Data> {
  query: Pick<UseQueryResult<Data>, 'isPending' | 'isError' | 'error' | 'data' | 'refetch'>;
  /** What is being loaded, in words of the page's language: "your cart", "the users". */
  what: string;
  /** Shown instead of the content when the data is empty (optional). */
  empty?: { when: (data: Data) => boolean; content: ReactNode };
  children: (data: Data) => ReactNode;
}

/** The loading, error, empty and loaded branches of a page's main query, the same on every page. */
export function QueryState<Data>({ query, what, empty, children }: QueryStateProps<Data>) {
  const t = useTranslate();
  if (query.isPending) return <LoadingState label={t('status.loadingWhat', { what })} />;
  if (query.isError) return <ErrorState what={what} error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data as Data;
  if (empty?.when(data)) return <>{empty.content}</>;
  return <>{children(data)}</>;
}
