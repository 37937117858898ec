import type { Tab, TabReceipt } from '@bistro/contract/tables';
import { type ReactNode, useDeferredValue, useState } from 'react';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { LoadingState } from '@/components/ui/status.tsx';
import { useTranslate } from '@/lib/i18n.ts';
import { isUnknownCode, useTableAtHand } from '../api/table-at-hand.ts';
import { useTableStream } from '../api/table-stream.ts';
import { PaidHere } from './paid-here.tsx';

/**
 * What a diner holding the card of a table that takes rounds sees: its menu to order from, their
 * round, and while it has a tab the tab and paying.
 */
export interface OpenTableParts {
  menu: ReactNode;
  round: ReactNode;
  tab: ReactNode;
  pay: ReactNode;
}

interface TablePageProps {
  code: string;
  /**
   * The page's parts for the table while it takes rounds (the route composes the shop's menu into
   * it): open (`tab`), or not open where the owner lets the first round open it (`tab` null);
   * `paid` keeps each payment made from this phone, with its receipt.
   */
  open: (atHand: { table: string; tab: Tab | null }, paid: (receipt: TabReceipt) => void) => OpenTableParts;
  /**
   * Whether what the route's parts show (the menu) is still loading: the page says it is loading
   * until then, so that the round and the tab are not pushed down when the dishes arrive.
   */
  partsLoading: boolean;
}

/**
 * The diner's page of a table's card (`/t/<code>`): the table's name, and while staff have it open
 * its menu, the round being built, the tab (live, from the table's stream) and paying; a clear word
 * for a code no table has (unknown or renewed), a table not open, and a failure to load. Where the
 * owner lets the first round open the table, a table not open shows its menu and round too, and
 * the tab says that the kitchen is to confirm that round (no paying until then), or that it
 * refused it. The receipts of this phone's payments stay, the tab closed too.
 */
export function TablePage({ code, open, partsLoading }: TablePageProps) {
  const t = useTranslate();
  const table = useTableAtHand(code);
  useTableStream(code);
  const [receipts, setReceipts] = useState<TabReceipt[]>([]);
  const paidHere = <PaidHere code={code} receipts={receipts} />;
  const frame = (title: string, body: ReactNode) => (
    <div className="mx-auto max-w-screen-xl px-4 pt-24 pb-16 md:pt-28">
      <PageTitle>{title}</PageTitle>
      {body}
    </div>
  );

  // The page appears whole once it is ready, rendered in slices (a deferred value) between which a
  // phone paints and takes a tap: the whole menu's cards are a hundred milliseconds of work or more.
  // The server's page has it all from the first render (hydrated in slices of its own).
  const loading = useDeferredValue(table.isPending || (partsLoading && !table.isError));
  // `isPending` again: past here the table's data is there, for the reader and the type checker.
  if (loading || table.isPending) {
    return frame(t('table.title.loading'), <LoadingState label={t('table.loading')} screenTall />);
  }
  if (table.isError && !table.data) {
    const unknown = isUnknownCode(table.error);
    return frame(
      t('table.title.loading'),
      <div role="alert" className="alert alert-error mx-auto max-w-xl">
        <div>
          <h1 className="font-semibold">{t(unknown ? 'table.unknown.heading' : 'table.error.heading')}</h1>
          <p>{t(unknown ? 'table.unknown.text' : 'table.error.text')}</p>
        </div>
        {!unknown && (
          <button type="button" className="btn btn-sm" onClick={() => void table.refetch()}>
            {t('table.error.retry')}
          </button>
        )}
      </div>,
    );
  }
  const { table: name, tab, firstRoundOpens, firstRoundRefusedAt } = table.data;
  const heading = (
    <h1 className="font-display text-3xl uppercase md:text-4xl">{t('table.heading', { table: name })}</h1>
  );
  const refused = firstRoundRefusedAt !== null && (
    <p role="alert" className="alert alert-error">
      {t('table.firstRound.refused')}
    </p>
  );
  if (!tab && !firstRoundOpens) {
    return frame(
      t('table.title', { table: name }),
      <div className="mx-auto max-w-xl space-y-4 text-center">
        {heading}
        {paidHere}
        {refused || (
          <p role="status" className="alert alert-warning">
            {t('table.closed')}
          </p>
        )}
      </div>,
    );
  }
  const parts = open({ table: name, tab }, (receipt) => setReceipts((kept) => [...kept, receipt]));
  const notice = tab ? (
    tab.waitingForKitchen && (
      <p role="status" className="alert alert-info">
        {t('table.firstRound.waiting')}
      </p>
    )
  ) : (
    <>
      {refused}
      <p className="alert">{t('table.firstRound.opens')}</p>
    </>
  );
  return frame(
    t('table.title', { table: name }),
    <div className="space-y-6">
      {heading}
      {notice}
      {tab && (
        <nav aria-label={t('table.nav')} className="flex flex-wrap gap-2 lg:hidden">
          <a className="btn btn-sm" href="#table-round">
            {t('table.round.heading')}
          </a>
          <a className="btn btn-sm" href="#table-tab">
            {t('table.tab.heading')}
          </a>
        </nav>
      )}
      <div className="grid gap-8 lg:grid-cols-[1fr_24rem]">
        <div>{parts.menu}</div>
        <div className="space-y-6">
          <div id="table-round">{parts.round}</div>
          {tab && (
            <div id="table-tab" className="space-y-6">
              {paidHere}
              {parts.tab}
              {!tab.waitingForKitchen && parts.pay}
            </div>
          )}
        </div>
      </div>
    </div>,
  );
}
