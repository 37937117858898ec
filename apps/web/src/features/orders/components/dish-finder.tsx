import type { MenuItem } from '@bistro/contract/menu';
import { formatPrice } from '@bistro/contract/money';
import { useId, useRef, useState } from 'react';
import { useTranslate } from '@/lib/i18n.ts';

/** The most dishes a search shows at once: a few keystrokes narrow them. */
const SHOWN = 8;

/** A name as a search compares it: lower case, without accents ("Niçoise" is found by "nicoise"). */
const searchable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * Finds a dish by name to add to the order: each word typed must be in its name; Enter adds the
 * first one found, and each result is a button (its price, "options" when it has some, sold-out
 * ones shown and off). After a dish is added, the search is emptied and takes the focus again.
 */
export function DishFinder({ menu, onPick }: { menu: readonly MenuItem[]; onPick: (item: MenuItem) => Promise<void> }) {
  const t = useTranslate();
  const ids = { search: useId(), help: useId(), results: useId() };
  const [typed, setTyped] = useState('');
  const search = useRef<HTMLInputElement>(null);
  const words = searchable(typed).split(/\s+/).filter(Boolean);
  const found =
    words.length === 0 ? [] : menu.filter((item) => words.every((word) => searchable(item.name).includes(word)));
  const shown = found.slice(0, SHOWN);

  async function pick(item: MenuItem) {
    await onPick(item);
    setTyped('');
    search.current?.focus();
  }

  return (
    <div className="space-y-2">
      <label htmlFor={ids.search} className="label font-semibold text-base-content">
        {t('soldOut.findDish')}
      </label>
      <input
        ref={search}
        id={ids.search}
        type="search"
        className="input input-lg w-full"
        autoComplete="off"
        placeholder={t('dishFinder.placeholder')}
        aria-describedby={ids.help}
        aria-controls={ids.results}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={(event) => {
          const first = shown.find((item) => !item.soldOut);
          if (event.key === 'Enter' && first) {
            event.preventDefault();
            void pick(first);
          }
        }}
      />
      <p id={ids.help} className="text-base-content/70 text-sm">
        {t('dishFinder.help')}
      </p>
      <p className="sr-only" role="status">
        {words.length === 0 ? '' : t('dishFinder.found', { count: found.length })}
      </p>
      <ul id={ids.results} className="grid gap-2 sm:grid-cols-2" aria-label={t('dishFinder.results')}>
        {shown.map((item) => (
          <li key={item._id}>
            <button
              type="button"
              className="btn btn-outline h-auto min-h-11 w-full justify-between py-2 text-left"
              disabled={item.soldOut}
              onClick={() => void pick(item)}
            >
              <span>
                {item.name}
                {item.soldOut && <span className="block text-sm">{t('dishFinder.soldOut')}</span>}
                {!item.soldOut && item.optionGroups.length > 0 && (
                  <span className="block font-normal text-sm">{t('dishFinder.withOptions')}</span>
                )}
              </span>
              <span className="tabular-nums">{formatPrice(item.price)}</span>
            </button>
          </li>
        ))}
      </ul>
      {found.length > SHOWN && (
        <p className="text-base-content/70 text-sm">{t('dishFinder.more', { count: found.length - SHOWN })}</p>
      )}
      {words.length > 0 && found.length === 0 && <p className="text-base-content/70">{t('dishFinder.none')}</p>}
    </div>
  );
}
