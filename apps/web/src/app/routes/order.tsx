import { dietaryFilterQuery, matchesDietaryFilter, parseDietaryFilter } from '@bistro/contract/dietary';
import { dishesOfTab, type MenuSection, shopTabIndex, shopTabsOf } from '@bistro/contract/shop';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import orderSmall from '@/assets/banners/order-hero-800.webp';
import orderLarge from '@/assets/banners/order-hero-1440.webp';
import { Cover } from '@/components/ui/cover.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { UntilHydrated } from '@/components/ui/until-hydrated.tsx';
import { paths } from '@/config/paths.ts';
import { useLowStockThreshold } from '@/config/restaurant-status.ts';
import { useAddToCartAction } from '@/features/cart/use-add-to-cart-action.ts';
import { useMenu } from '@/features/menu/api/get-menu.ts';
import { useMenuSections } from '@/features/menu/api/get-menu-sections.ts';
import { OrderingNotice } from '@/features/restaurant/components/ordering-notice.tsx';
import { useDishRatingLines } from '@/features/reviews/components/dish-rating.tsx';
import { DietaryFilterForm } from '@/features/shop/components/dietary-filter.tsx';
import { FoodCard } from '@/features/shop/components/food-card.tsx';
import { ShopTabs, useTabLabel } from '@/features/shop/components/shop-tabs.tsx';
import { useServingNotes } from '@/features/shop/use-serving-notes.ts';
import { useLanguage, useTranslate } from '@/lib/i18n.ts';
import { useEarlyTaps } from '../early-add-taps.ts';

/** The shop's tabs (the menu's visible sections, then Popular and Today's Offer) and the selected one's dishes. */
function Shop({ sections }: { sections: MenuSection[] }) {
  const { category } = useParams();
  const menu = useMenu();
  const ratingLine = useDishRatingLines();
  const servingNote = useServingNotes(sections);
  const { addToCart, ready } = useAddToCartAction();
  useEarlyTaps(addToCart, ready);
  const lowStockThreshold = useLowStockThreshold();
  const tabs = shopTabsOf(sections);
  const tab = tabs[shopTabIndex(tabs, category)] ?? tabs[0];
  const [searchParams] = useSearchParams();
  const filter = parseDietaryFilter(searchParams);
  const navigate = useNavigate();
  const t = useTranslate();
  const tabLabel = useTabLabel();
  const { localized } = useLanguage();
  if (!tab) return null;
  const tabHref = localized(paths.order.getHref(tab.param));
  return (
    <ShopTabs tabs={tabs} selected={tab} search={dietaryFilterQuery(filter)}>
      {/* The dishes' names are third-level headings: the tab's name is the second. */}
      <h2 className="sr-only">{tabLabel(tab)}</h2>
      <QueryState query={menu} what={t('shop.theDishes')}>
        {(items) => {
          const inTab = dishesOfTab(items, tab);
          const shown = inTab.filter((item) => matchesDietaryFilter(item, filter));
          return (
            <>
              <DietaryFilterForm
                action={tabHref}
                filter={filter}
                hidden={inTab.length - shown.length}
                onApply={(href) => void navigate(href, { preventScrollReset: true })}
              />
              <UntilHydrated>
                <div className="grid grid-cols-1 gap-10 lg:grid-cols-3">
                  {shown.map((item) => (
                    <FoodCard
                      key={item._id}
                      item={item}
                      onAddToCart={addToCart}
                      disabled={!ready}
                      rating={ratingLine(item._id)}
                      serving={servingNote(item)}
                      lowStockThreshold={lowStockThreshold}
                    />
                  ))}
                </div>
              </UntilHydrated>
            </>
          );
        }}
      </QueryState>
    </ShopTabs>
  );
}

export default function OrderRoute() {
  const sections = useMenuSections();
  const t = useTranslate();
  return (
    <>
      <PageTitle>{t('shop.title')}</PageTitle>
      {/* The notice is in the server's page (rendered again when what it says changes): at the
          hero's foot, or under it on a phone, where the hero is too short to hold it. */}
      <div className="relative">
        <Cover
          variant="hero"
          shortOnPhones
          image={{ small: orderSmall, large: orderLarge }}
          title={t('shop.coverTitle')}
          subTitle={t('shop.coverSubtitle')}
        />
        <div className="mx-auto max-w-screen-xl px-4 pt-3 sm:absolute sm:inset-x-0 sm:bottom-0 sm:pt-0 sm:pb-6">
          <OrderingNotice />
        </div>
      </div>
      <div className="mx-auto max-w-screen-xl px-4 pt-3 pb-12 md:py-12">
        <QueryState query={sections} what={t('shop.theSections')}>
          {(loaded) => <Shop sections={loaded} />}
        </QueryState>
      </div>
    </>
  );
}
