import type { MenuItem } from '@bistro/contract/menu';
import { formatPrice } from '@bistro/contract/money';
import { pictureAt } from '@bistro/contract/pictures';
import { type ReactNode, useId } from 'react';
import { DietaryLabels } from '@/components/ui/dietary-labels.tsx';
import { LazyImage } from '@/components/ui/lazy-image.tsx';
import { SoldOutBadge } from '@/components/ui/sold-out-badge.tsx';

interface MenuItemRowProps {
  item: MenuItem;
  /** What a diner can do with the dish, under its price: given the id of its sold-out badge. */
  action?: (soldOutId: string) => ReactNode;
  /** Its diners' rating, under its name. */
  rating?: ReactNode;
}

/**
 * One dish in a menu list: picture, name in capitals (and whether it is sold out), its rating,
 * recipe, dietary labels, price and the action given.
 */
export function MenuItemRow({ item, action, rating }: MenuItemRowProps) {
  const soldOutId = useId();
  return (
    <li className="flex gap-4">
      <LazyImage
        src={pictureAt(item.image, 240)}
        width={104}
        height={104}
        className="h-20 w-20 shrink-0 rounded-se-[80px] rounded-b-[80px] bg-base-200 object-cover md:h-26 md:w-26"
      />
      <div className="min-w-0 flex-1">
        <h3 className="font-display text-lg uppercase">
          {item.name} {item.soldOut && <SoldOutBadge id={soldOutId} className="align-middle" />}
        </h3>
        {rating}
        <p className="text-base-content/70 text-sm">{item.recipe}</p>
        <DietaryLabels allergens={item.allergens} diets={item.diets} className="mt-1.5" />
      </div>
      <div className="flex shrink-0 flex-col items-end gap-2">
        <p className="font-semibold text-gold-dark">{formatPrice(item.price)}</p>
        {action?.(soldOutId)}
      </div>
    </li>
  );
}
