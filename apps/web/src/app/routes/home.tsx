import { Link } from 'react-router';
import { QueryState } from '@/components/ui/query-state.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { paths } from '@/config/paths.ts';
import { useRestaurant } from '@/config/restaurant-status.ts';
import { AddDishButton } from '@/features/cart/components/add-dish-button.tsx';
import { useAddToCartAction } from '@/features/cart/use-add-to-cart-action.ts';
import { ChefService } from '@/features/home/components/chef-service.tsx';
import { BannerCarousel, CategorySlider } from '@/features/home/components/deferred-sliders.tsx';
import { Featured } from '@/features/home/components/featured.tsx';
import { itemsInCategory, useMenu } from '@/features/menu/api/get-menu.ts';
import { MenuCategory } from '@/features/menu/components/menu-category.tsx';
import { useDishRatingLines } from '@/features/reviews/components/dish-rating.tsx';
import { Testimonials } from '@/features/reviews/components/testimonials.tsx';
import { orderOnlineLine } from '@/lib/opening-hours.ts';

export default function HomeRoute() {
  const menu = useMenu();
  const today = useRestaurant().data?.days[0];
  const { addToCart, ready } = useAddToCartAction();
  const ratingLine = useDishRatingLines();
  return (
    <>
      <title>Bistro Boss | Home</title>
      <h1 className="sr-only">Bistro Boss restaurant</h1>
      <BannerCarousel />
      <CategorySlider hours={today ? orderOnlineLine(today.windows) : ''} />
      <ChefService />
      <SectionTitle heading="From Our Menu" subHeading="Popular Items" />
      <QueryState query={menu} what="the popular dishes">
        {(items) => (
          <MenuCategory
            label="Popular items"
            items={itemsInCategory(items, 'popular')}
            orderHref={paths.order.getHref('POPULAR')}
            rating={(item) => ratingLine(item._id)}
            action={(item, soldOutId) => (
              <AddDishButton item={item} onAdd={addToCart} disabled={!ready} soldOutId={soldOutId} />
            )}
          />
        )}
      </QueryState>
      <div className="-mt-8 mb-10 text-center">
        <Link to={paths.menu.getHref()} className="link link-hover text-sm">
          View the full menu
        </Link>
      </div>
      <Featured />
      <Testimonials />
    </>
  );
}
