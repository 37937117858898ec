import { shopTabIndex, shopTabs } from '@bistro/contract/shop';
import { useNavigate, useParams } from 'react-router';
import { Tab, TabList, TabPanel, Tabs } from 'react-tabs';
import orderSmall from '@/assets/banners/order-hero-800.webp';
import orderLarge from '@/assets/banners/order-hero-1440.webp';
import { Cover } from '@/components/ui/cover.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { paths } from '@/config/paths.ts';
import { useAddToCartAction } from '@/features/cart/use-add-to-cart-action.ts';
import { itemsInCategory, useMenu } from '@/features/menu/api/get-menu.ts';
import { FoodCard } from '@/features/order/components/food-card.tsx';
import { OrderingNotice } from '@/features/restaurant/components/ordering-notice.tsx';

export default function OrderRoute() {
  const { category } = useParams();
  const navigate = useNavigate();
  const menu = useMenu();
  const { addToCart, ready } = useAddToCartAction();
  const selected = shopTabIndex(category);

  return (
    <>
      <title>Bistro Boss | Order</title>
      <Cover
        variant="hero"
        image={{ small: orderSmall, large: orderLarge }}
        title="OUR SHOP"
        subTitle="Would you try  a dish?"
      />
      <div className="mx-auto max-w-screen-xl px-4 pt-8 empty:hidden">
        <OrderingNotice />
      </div>
      <Tabs
        selectedIndex={selected}
        onSelect={(index) => {
          const tab = shopTabs[index];
          if (tab) void navigate(paths.order.getHref(tab.param), { preventScrollReset: true });
        }}
        className="mx-auto max-w-screen-xl px-4 py-12"
        selectedTabClassName="border-gold! text-gold-dark!"
      >
        {/* On a phone the tabs take fixed places, three then two centred, whatever the width of
            their names: it changes when the web font arrives, and moved a tab to the other row. */}
        <TabList className="mb-10 grid grid-cols-6 gap-2 text-center sm:flex sm:flex-wrap sm:justify-center md:gap-6">
          {shopTabs.map((tab) => (
            <Tab
              key={tab.param}
              className="col-span-2 cursor-pointer border-transparent border-b-4 px-1 py-2 font-semibold uppercase outline-offset-2 nth-4:col-start-2 sm:px-3"
            >
              {tab.label}
            </Tab>
          ))}
        </TabList>
        {shopTabs.map((tab) => (
          <TabPanel key={tab.param}>
            {/* The dishes' names are third-level headings: the tab's name is the second. */}
            <h2 className="sr-only">{tab.label}</h2>
            <QueryState query={menu} what="the dishes">
              {(items) => (
                <div className="grid grid-cols-1 gap-10 lg:grid-cols-3">
                  {itemsInCategory(items, tab.category).map((item) => (
                    <FoodCard key={item._id} item={item} onAddToCart={addToCart} disabled={!ready} />
                  ))}
                </div>
              )}
            </QueryState>
          </TabPanel>
        ))}
      </Tabs>
    </>
  );
}
