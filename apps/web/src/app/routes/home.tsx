import { HOUSE_ABOUT } from '@bistro/contract/house';
import { orderOnlineLine } from '@bistro/contract/opening-hours';
import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { paths } from '@/config/paths.ts';
import { useRestaurant } from '@/config/restaurant-status.ts';
import { useSiteConfig } from '@/config/site-config.ts';
import { AddDishButton } from '@/features/cart/components/add-dish-button.tsx';
import { useAddToCartAction } from '@/features/cart/use-add-to-cart-action.ts';
import { ChefService } from '@/features/home/components/chef-service.tsx';
import { BannerCarousel, CategorySlider } from '@/features/home/components/deferred-sliders.tsx';
import { Featured } from '@/features/home/components/featured.tsx';
import { carouselOf, categorySlidesOf } from '@/features/home/images.ts';
import { itemsInCollection, useMenu } from '@/features/menu/api/get-menu.ts';
import { useMenuSections } from '@/features/menu/api/get-menu-sections.ts';
import { MenuCategory } from '@/features/menu/components/menu-category.tsx';
import { useDishRatingLines } from '@/features/reviews/components/dish-rating.tsx';
import { Testimonials } from '@/features/reviews/components/testimonials.tsx';
import { useHoursWords } from '@/lib/hours-words.ts';
import { useLanguage, useTranslate } from '@/lib/i18n.ts';
import { useEarlyTaps } from '../early-add-taps.ts';

export default function HomeRoute() {
  const t = useTranslate();
  const { localized } = useLanguage();
  const menu = useMenu();
  const sections = useMenuSections().data ?? [];
  const config = useSiteConfig().data;
  const today = useRestaurant().data?.days[0];
  const hoursWords = useHoursWords();
  const { addToCart, ready } = useAddToCartAction();
  useEarlyTaps(addToCart, ready);
  const ratingLine = useDishRatingLines();
  if (!config) return null;
  const { brand, home } = config;
  return (
    <>
      <PageTitle>{t('home.title')}</PageTitle>
      <h1 className="sr-only">{t('home.heading', { name: brand.name })}</h1>
      <BannerCarousel slides={carouselOf(home.hero)} />
      {home.shown.orderOnline && (
        <CategorySlider
          hours={today ? orderOnlineLine(today.windows, hoursWords) : ''}
          slides={categorySlidesOf(sections)}
        />
      )}
      {home.shown.about && (
        <ChefService name={brand.name} text={home.about.text ?? HOUSE_ABOUT} image={home.about.image} />
      )}
      {home.shown.popular && (
        <>
          <SectionTitle heading={t('home.fromOurMenu')} subHeading={t('home.popularItems')} />
          <QueryState query={menu} what={t('home.popularDishes')}>
            {(items) => (
              <MenuCategory
                label={t('home.popularItemsLabel')}
                items={itemsInCollection(items, 'popular')}
                orderHref={localized(paths.order.getHref('POPULAR'))}
                rating={(item) => ratingLine(item._id)}
                action={(item, soldOutId) => (
                  <AddDishButton item={item} onAdd={addToCart} disabled={!ready} soldOutId={soldOutId} />
                )}
              />
            )}
          </QueryState>
          <div className="-mt-8 mb-10 text-center">
            <Link to={localized(paths.menu.getHref())} className="link link-hover text-sm">
              {t('home.viewFullMenu')}
            </Link>
          </div>
        </>
      )}
      {home.shown.featured && <Featured />}
      {home.shown.testimonials && <Testimonials />}
    </>
  );
}
