import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { PrintButton } from '@/components/ui/print-button.tsx';
import { TableCardsSheet } from '@/features/tables/components/table-cards-sheet.tsx';

/** The printable sheet of the tables' cards (`?table=T4`: that table's alone). */
export default function TableCardsRoute() {
  const [search] = useSearchParams();
  const only = search.get('table');
  return (
    <section className="space-y-4">
      <PageTitle>{only ? `${only}’s card` : 'Table cards'}</PageTitle>
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <h1 className="font-display text-2xl">{only ? `${only}’s card` : 'Every table’s card'}</h1>
        <PrintButton />
      </div>
      <TableCardsSheet only={only} />
    </section>
  );
}
