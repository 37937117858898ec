import type { MenuItem } from '@bistro/contract/menu';
import { formatPrice } from '@bistro/contract/money';
import { pictureAt } from '@bistro/contract/pictures';
import { LazyImage } from '@/components/ui/lazy-image.tsx';
import { SoldOutBadge } from '@/components/ui/sold-out-badge.tsx';

/** One dish in a menu list: picture, name in capitals (and whether it is sold out), recipe and price. */
export function MenuItemRow({ item }: { item: MenuItem }) {
  return (
    <li className="flex gap-4">
      <LazyImage
        src={pictureAt(item.image, 240)}
        width={104}
        height={104}
        className="h-20 w-20 shrink-0 rounded-tr-[80px] rounded-b-[80px] bg-base-200 object-cover md:h-26 md:w-26"
      />
      <div className="min-w-0 flex-1">
        <h3 className="font-display text-lg uppercase">
          {item.name} {item.soldOut && <SoldOutBadge className="align-middle" />}
        </h3>
        <p className="text-base-content/70 text-sm">{item.recipe}</p>
      </div>
      <p className="shrink-0 font-semibold text-gold-dark">{formatPrice(item.price)}</p>
    </li>
  );
}
