import type { MenuItem } from '@bistro/contract/menu';
import type { MenuCategory as Category, ShopCategoryParam } from '@bistro/contract/shop';
import { Cover } from '@/components/ui/cover.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import type { ImageSet } from '@/components/ui/responsive-image.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { paths } from '@/config/paths.ts';
import { AddDishButton } from '@/features/cart/components/add-dish-button.tsx';
import { useAddToCartAction } from '@/features/cart/use-add-to-cart-action.ts';
import { itemsInCategory, useMenu } from '@/features/menu/api/get-menu.ts';
import { menuBanners } from '@/features/menu/banners.ts';
import { MenuCategory } from '@/features/menu/components/menu-category.tsx';
import { useDishRatingLines } from '@/features/reviews/components/dish-rating.tsx';

const sections = [
  {
    category: 'dessert',
    title: 'Desserts',
    param: 'DESSERTS',
    subTitle: 'Tarts, mousses and ices made in our pastry kitchen every morning.',
    image: menuBanners.dessert,
  },
  {
    category: 'soup',
    title: 'Soups',
    param: 'SOUPS',
    subTitle: 'Slow-simmered stocks, seasonal vegetables and fresh bread on the side.',
    image: menuBanners.soup,
  },
  {
    category: 'pizza',
    title: 'Pizza',
    param: 'PIZZA',
    subTitle: 'Hand-stretched dough, proofed for two days and baked hot.',
    image: menuBanners.pizza,
  },
  {
    category: 'salad',
    title: 'Salads',
    param: 'SALADS',
    subTitle: 'Crisp leaves, market vegetables and dressings whisked to order.',
    image: menuBanners.salad,
  },
] as const satisfies readonly {
  category: Category;
  param: ShopCategoryParam;
  title: string;
  subTitle: string;
  image: ImageSet;
}[];

export default function MenuRoute() {
  const menu = useMenu();
  const { addToCart, ready } = useAddToCartAction();
  const ratingLine = useDishRatingLines();
  const rating = (item: MenuItem) => ratingLine(item._id);
  const addButton = (item: MenuItem, soldOutId: string) => (
    <AddDishButton item={item} onAdd={addToCart} disabled={!ready} soldOutId={soldOutId} />
  );
  return (
    <>
      <title>Bistro Boss | Menu</title>
      <Cover variant="hero" image={menuBanners.menu} title="OUR MENU" subTitle="Would you like to try a dish?" />
      <SectionTitle heading="Todays Offer" subHeading="Dont miss todays offer" />
      <QueryState query={menu} what="the menu">
        {(items) => (
          <>
            <MenuCategory
              label="Todays offer"
              items={itemsInCategory(items, 'offered')}
              orderHref={paths.order.getHref('OFFERS')}
              action={addButton}
              rating={rating}
            />
            {sections.map((section) => (
              <MenuCategory
                key={section.category}
                label={section.title}
                items={itemsInCategory(items, section.category)}
                orderHref={paths.order.getHref(section.param)}
                banner={{ title: section.title, subTitle: section.subTitle, image: section.image }}
                action={addButton}
                rating={rating}
              />
            ))}
          </>
        )}
      </QueryState>
    </>
  );
}
