import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { PrintButton } from '@/components/ui/print-button.tsx';
import { TableCardsSheet } from '@/features/tables/components/table-cards-sheet.tsx';
import { useTranslate } from '@/lib/i18n.ts';

/** The printable sheet of the tables' cards (`?table=T4`: that table's alone). */
export default function TableCardsRoute() {
  const [search] = useSearchParams();
  const t = useTranslate();
  const only = search.get('table');
  return (
    <section className="space-y-4">
      <PageTitle>{only ? t('tables.cardOf', { table: only }) : t('tables.cardsTitle')}</PageTitle>
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <h1 className="font-display text-2xl">{only ? t('tables.cardOf', { table: only }) : t('tables.everyCard')}</h1>
        <PrintButton />
      </div>
      <TableCardsSheet only={only} />
    </section>
  );
}
