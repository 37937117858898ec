import type { MenuItem } from '@bistro/contract/menu';
import { ADDED_SHOWN_MS, AddedMark } from '@/components/ui/added-mark.tsx';
import { useTranslate } from '@/lib/i18n.ts';
import { useBriefly } from '@/lib/use-briefly.ts';

interface AddDishButtonProps {
  item: MenuItem;
  /** Answers whether the dish is in a cart now: the button then shows it for a moment. */
  onAdd: (item: MenuItem) => Promise<boolean>;
  /** While the session is being established, adding waits (it would not know whose cart). */
  disabled?: boolean;
  /** The element that says the dish is sold out, read as the reason the button is off. */
  soldOutId?: string;
}

/** A small gold-outlined Add for a dish in a menu list, named for its dish; off while it is sold out. */
export function AddDishButton({ item, onAdd, disabled = false, soldOutId }: AddDishButtonProps) {
  const [added, showAdded] = useBriefly(ADDED_SHOWN_MS);
  const t = useTranslate();
  return (
    <button
      type="button"
      className="btn btn-outline btn-sm min-h-11 border-gold px-4 text-gold-dark uppercase hover:border-charcoal hover:bg-charcoal hover:text-white disabled:border-base-300 disabled:text-base-content/45 md:min-h-8"
      onClick={async () => {
        if (await onAdd(item)) showAdded();
      }}
      data-add-dish={item._id}
      disabled={disabled || item.soldOut}
      aria-describedby={item.soldOut ? soldOutId : undefined}
    >
      {t('shop.add')}
      <span className="sr-only"> {t('shop.dishToCart', { name: item.name })}</span>
      {added && <AddedMark />}
    </button>
  );
}
