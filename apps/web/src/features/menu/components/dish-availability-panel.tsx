import { useId, useState } from 'react';
import { QueryState } from '@/components/ui/query-state.tsx';
import { useTranslate } from '@/lib/i18n.ts';
import { useMenu } from '../api/get-menu.ts';
import { useUpdateMenuItem } from '../api/update-menu-item.ts';
import { AvailabilitySelect } from './availability-select.tsx';
import { StockField } from './stock-field.tsx';

/**
 * The kitchen's list of dishes to mark sold out or back on, and to count ("12 left"; at 0 sold
 * out), the sold-out ones first, with a search.
 */
export function DishAvailabilityPanel() {
  const t = useTranslate();
  const menu = useMenu();
  const update = useUpdateMenuItem();
  const [search, setSearch] = useState('');
  const searchId = useId();
  const soldOut = menu.data?.filter((item) => item.soldOut).length ?? 0;
  return (
    <details className="collapse-arrow collapse rounded bg-base-100 shadow">
      <summary className="collapse-title font-display text-xl">
        {soldOut === 0 ? t('soldOut.dishesNone') : t('soldOut.dishes', { count: soldOut })}
      </summary>
      <div className="collapse-content space-y-3">
        <label htmlFor={searchId} className="label text-sm">
          {t('soldOut.findDish')}
        </label>
        <input
          id={searchId}
          type="search"
          className="input w-full max-w-sm"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <QueryState query={menu} what={t('soldOut.theDishes')}>
          {(items) => {
            const wanted = search.trim().toLowerCase();
            const shown = items
              .filter((item) => item.name.toLowerCase().includes(wanted))
              .sort((a, b) => Number(b.soldOut) - Number(a.soldOut) || a.name.localeCompare(b.name));
            return shown.length === 0 ? (
              <p className="text-base-content/70">{t('soldOut.noDishCalled')}</p>
            ) : (
              <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
                {shown.map((item) => (
                  <li
                    key={item._id}
                    className="flex flex-wrap items-center justify-between gap-3 rounded bg-base-200 px-3 py-2"
                  >
                    <span className={item.soldOut ? 'font-semibold text-error' : ''}>{item.name}</span>
                    <AvailabilitySelect item={item} />
                    <StockField
                      label={item.name}
                      stock={item.stock}
                      onSave={(stock) => update.mutateAsync({ id: item._id, changes: { stock } })}
                    />
                  </li>
                ))}
              </ul>
            );
          }}
        </QueryState>
      </div>
    </details>
  );
}
