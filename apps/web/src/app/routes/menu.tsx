import type { MenuItem } from '@bistro/contract/menu';
import { widePicture } from '@bistro/contract/pictures';
import { type MenuSection, sectionParam, visibleSections } from '@bistro/contract/shop';
import { Cover } from '@/components/ui/cover.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { paths } from '@/config/paths.ts';
import { AddDishButton } from '@/features/cart/components/add-dish-button.tsx';
import { useAddToCartAction } from '@/features/cart/use-add-to-cart-action.ts';
import { itemsInCollection, useMenu } from '@/features/menu/api/get-menu.ts';
import { useMenuSections } from '@/features/menu/api/get-menu-sections.ts';
import { menuBanners, sectionBanners } from '@/features/menu/banners.ts';
import { MenuCategory } from '@/features/menu/components/menu-category.tsx';
import { useDishRatingLines } from '@/features/reviews/components/dish-rating.tsx';
import { useLanguage, useTranslate } from '@/lib/i18n.ts';
import { useEarlyTaps } from '../early-add-taps.ts';

/** A section's heading on the menu page, as the spec's: its address in words, "Desserts". */
const headingOf = (section: MenuSection) =>
  section.slug.replaceAll('-', ' ').replace(/^./, (first) => first.toUpperCase());

/** A section's banner on the menu page: its own picture, a seeded section's, or none. */
const bannerOf = (section: MenuSection) =>
  section.banner ? widePicture(section.banner) : sectionBanners[section.slug];

export default function MenuRoute() {
  const t = useTranslate();
  const { localized } = useLanguage();
  const menu = useMenu();
  const sections = useMenuSections();
  const { addToCart, ready } = useAddToCartAction();
  useEarlyTaps(addToCart, ready);
  const ratingLine = useDishRatingLines();
  const rating = (item: MenuItem) => ratingLine(item._id);
  const addButton = (item: MenuItem, soldOutId: string) => (
    <AddDishButton item={item} onAdd={addToCart} disabled={!ready} soldOutId={soldOutId} />
  );
  return (
    <>
      <PageTitle>{t('menu.title')}</PageTitle>
      <Cover variant="hero" image={menuBanners.menu} title={t('menu.coverTitle')} subTitle={t('menu.coverSubtitle')} />
      <SectionTitle heading={t('menu.todaysOffer')} subHeading={t('menu.dontMissTodaysOffer')} />
      <QueryState query={menu} what={t('menu.theMenu')}>
        {(items) => (
          <>
            <MenuCategory
              label={t('menu.todaysOfferLabel')}
              items={itemsInCollection(items, 'offered')}
              orderHref={localized(paths.order.getHref('OFFERS'))}
              action={addButton}
              rating={rating}
            />
            {visibleSections(sections.data ?? []).map((section) => {
              const image = bannerOf(section);
              return (
                <MenuCategory
                  key={section.id}
                  label={section.name}
                  items={items.filter((item) => item.sections.includes(section.slug))}
                  orderHref={localized(paths.order.getHref(sectionParam(section.slug)))}
                  banner={{ title: headingOf(section), subTitle: section.description ?? '', image }}
                  action={addButton}
                  rating={rating}
                />
              );
            })}
          </>
        )}
      </QueryState>
    </>
  );
}
