import type { MenuItem } from '@bistro/contract/menu';
import { formatPrice } from '@bistro/contract/money';
import { pictureAt } from '@bistro/contract/pictures';
import { fewLeft } from '@bistro/contract/shop';
import type { ReactNode } from 'react';
import { ADDED_SHOWN_MS, AddedMark } from '@/components/ui/added-mark.tsx';
import { DietaryLabels } from '@/components/ui/dietary-labels.tsx';
import { LazyImage } from '@/components/ui/lazy-image.tsx';
import { SoldOutBadge } from '@/components/ui/sold-out-badge.tsx';
import { useTranslate, useWordsAround } from '@/lib/i18n.ts';
import { useBriefly } from '@/lib/use-briefly.ts';
import type { ServingNote } from '../use-serving-notes.ts';

interface FoodCardProps {
  item: MenuItem;
  /** Answers whether the dish is in a cart now: the button then shows it for a moment. */
  onAddToCart: (item: MenuItem) => Promise<boolean>;
  /** While the session is being established, adding waits (it would not know whose cart). */
  disabled?: boolean;
  /** What diners rated it, when enough have (the route composes it from the reviews). */
  rating?: ReactNode;
  /** When it is served, for a dish of sections with hours: it cannot be added outside them. */
  serving?: ServingNote | null;
  /** The stock at or under which the restaurant says how few are left (0 until its rules are known). */
  lowStockThreshold: number;
  /** The page's first dish, its picture the largest of the first screen: asked for at once. */
  first?: boolean;
}

/**
 * A dish in the shop: picture with its price, name, its diners' rating, dietary labels, how few are
 * left when the restaurant says so ("Only 3 left", once its rules are known), when it is served,
 * and the add-to-cart button (off while it is sold out or not served).
 */
export function FoodCard({
  item,
  onAddToCart,
  disabled = false,
  rating,
  serving,
  lowStockThreshold,
  first = false,
}: FoodCardProps) {
  const [added, showAdded] = useBriefly(ADDED_SHOWN_MS);
  const soldOutId = `sold-out-${item._id}`;
  const servingId = `serving-${item._id}`;
  const unavailable = item.soldOut || serving?.orderable === false;
  const why = [item.soldOut ? soldOutId : '', serving ? servingId : ''].filter(Boolean).join(' ');
  const t = useTranslate();
  const [addBefore, addAfter] = useWordsAround()('shop.addDishToCart', 'name');
  return (
    <article className="card mx-auto w-full max-w-96 bg-base-200 shadow-sm">
      <figure className="relative">
        <LazyImage
          src={pictureAt(item.image, 768)}
          priority={first}
          width={384}
          height={288}
          className="h-48 w-full bg-base-300 object-cover sm:h-64"
        />
        <p className="absolute end-4 top-4 rounded bg-charcoal px-3 py-1 font-semibold text-white">
          <span className="sr-only">{t('shop.price')} </span>
          {formatPrice(item.price)}
        </p>
        {item.soldOut && <SoldOutBadge id={soldOutId} className="badge-lg absolute start-4 top-4" />}
      </figure>
      <div className="card-body items-center text-center">
        <h3 className="card-title">{item.name}</h3>
        {rating}
        <p className="text-base-content/75">{item.recipe}</p>
        <DietaryLabels allergens={item.allergens} diets={item.diets} className="justify-center" />
        {fewLeft(item.stock, lowStockThreshold) && (
          <p className="badge badge-warning font-semibold">{t('shop.onlyLeft', { count: item.stock ?? 0 })}</p>
        )}
        {serving && (
          <p id={servingId} className={`text-sm ${serving.orderable ? 'text-base-content/75' : 'font-semibold'}`}>
            {serving.text}
          </p>
        )}
        <div className="card-actions mt-2">
          <button
            type="button"
            className="btn border-0 border-gold border-b-4 bg-base-300 text-gold-dark uppercase hover:bg-charcoal hover:text-white disabled:border-base-300 disabled:text-base-content/45"
            onClick={async () => {
              if (await onAddToCart(item)) showAdded();
            }}
            data-add-dish={item._id}
            disabled={disabled || unavailable}
            aria-describedby={why || undefined}
          >
            {/* Named for its dish, the visible words kept in the name (as speech users say them). */}
            {addBefore}
            <span className="sr-only">{item.name}</span>
            {addAfter}
            {added && <AddedMark />}
          </button>
        </div>
      </div>
    </article>
  );
}
