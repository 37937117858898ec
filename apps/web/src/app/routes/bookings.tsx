import { useIsMutating, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { useSiteConfig } from '@/config/site-config.ts';
import { pendingRequestsQueryOptions } from '@/features/bookings/api/bookings.ts';
import { BookingsBoard } from '@/features/bookings/components/bookings-board.tsx';
import { useTables } from '@/features/tables/api/staff-tables.ts';
import { TableStateBadge } from '@/features/tables/components/table-state.tsx';
import { useTranslate } from '@/lib/i18n.ts';

export default function BookingsRoute() {
  const t = useTranslate();
  const timeZone = useSiteConfig().data?.restaurant.timeZone ?? 'UTC';
  // The requests waiting, counted in the tab's title too: seen from another tab.
  const waiting = useQuery(pendingRequestsQueryOptions()).data?.length ?? 0;
  // Today's timeline shows what each table is doing now, as the Tables page does; read again
  // once staff's changes on the board are done (seating a party opens its table).
  const tables = useTables();
  const changing = useIsMutating() > 0;
  const wasChanging = useRef(false);
  const { refetch } = tables;
  useEffect(() => {
    if (wasChanging.current && !changing) void refetch();
    wasChanging.current = changing;
  }, [changing, refetch]);
  const tableState = (name: string) => {
    const table = tables.data?.find((candidate) => candidate.name === name);
    return table ? <TableStateBadge table={table} withDue /> : null;
  };
  return (
    <section className="mx-auto max-w-6xl">
      <PageTitle>
        {waiting > 0 ? t('bookingsBoard.titleWaiting', { count: waiting }) : t('bookingsBoard.title')}
      </PageTitle>
      <SectionTitle as="h1" heading={t('bookingsBoard.title')} subHeading={t('bookingsBoard.subHeading')} />
      <BookingsBoard timeZone={timeZone} tableState={tableState} />
    </section>
  );
}
