import type { MenuItem } from '@bistro/contract/menu';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Cover } from '@/components/ui/cover.tsx';
import type { ImageSet } from '@/components/ui/responsive-image.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { useTranslate } from '@/lib/i18n.ts';
import { MenuItemRow } from './menu-item-row.tsx';

interface MenuCategoryProps {
  items: MenuItem[];
  /** Where this section's Order Now button leads. */
  orderHref: string;
  /** Label of the section for assistive technology when it has no banner title. */
  label: string;
  /** Its title over its picture, or as a section title for a section without one. */
  banner?: { title: string; subTitle: string; image: ImageSet | undefined };
  /** What a diner can do with each dish (add it to the cart), given the id of its sold-out badge. */
  action?: (item: MenuItem, soldOutId: string) => ReactNode;
  /** Each dish's rating by its diners (nothing for one without). */
  rating?: (item: MenuItem) => ReactNode;
}

/** A category of the menu: optional banner, two-column list from md up, each dish's rating and action, Order Now. */
export function MenuCategory({ items, orderHref, label, banner, action, rating }: MenuCategoryProps) {
  const t = useTranslate();
  return (
    <section aria-label={label} className="pb-16">
      {banner?.image && <Cover image={banner.image} title={banner.title} subTitle={banner.subTitle} />}
      {banner && !banner.image && <SectionTitle heading={banner.title} subHeading={banner.subTitle} />}
      <ul className="mx-auto mt-12 grid max-w-screen-xl gap-8 px-4 md:grid-cols-2 md:gap-10">
        {items.map((item) => (
          <MenuItemRow
            key={item._id}
            item={item}
            action={action && ((soldOutId) => action(item, soldOutId))}
            rating={rating?.(item)}
          />
        ))}
      </ul>
      <div className="mt-10 text-center">
        <Link to={orderHref} className="btn btn-outline border-0 border-b-4 uppercase">
          {t('menu.orderNow')}
          <span className="sr-only">: {label}</span>
        </Link>
      </div>
    </section>
  );
}
