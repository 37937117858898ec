import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/ui/query-state.tsx';
import { useTranslate } from '@/lib/i18n.ts';
import { getTableCard, tablesKey, useTables } from '../api/staff-tables.ts';

/** The tables' cards as pictures the page shows (the cards need staff's token: no plain link to them). */
function useTableCards(names: readonly string[]) {
  return useQuery({
    queryKey: [...tablesKey, 'cards', names],
    queryFn: () =>
      Promise.all(
        names.map(async (name) => ({
          name,
          src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(await (await getTableCard(name)).text())}`,
        })),
      ),
    enabled: names.length > 0,
  });
}

function Cards({ names }: { names: readonly string[] }) {
  const t = useTranslate();
  const cards = useTableCards(names);
  return (
    <QueryState query={cards} what={t('tables.theCards')}>
      {(loaded) => (
        <div className="flex flex-wrap gap-4 print:gap-0">
          {loaded.map((card) => (
            <img
              key={card.name}
              src={card.src}
              alt={t('tables.cardAlt', { table: card.name })}
              className="h-[148mm] w-[105mm] break-inside-avoid bg-white shadow print:shadow-none"
            />
          ))}
        </div>
      )}
    </QueryState>
  );
}

/** The printable sheet of the tables' cards (A6 each): one table's, or every table's. */
export function TableCardsSheet({ only }: { only: string | null }) {
  const t = useTranslate();
  const tables = useTables();
  return (
    <QueryState query={tables} what={t('tables.theTables')}>
      {(list) => <Cards names={list.map((table) => table.name).filter((name) => only === null || name === only)} />}
    </QueryState>
  );
}
