import type { MenuItem } from '@bistro/contract/menu';
import { dishesOfTab, type MenuSection, shopTabsOf } from '@bistro/contract/shop';
import { memo, useCallback, useId, useMemo } from 'react';
import { useParams } from 'react-router';
import { QueryState } from '@/components/ui/query-state.tsx';
import { useLowStockThreshold, useRestaurant } from '@/config/restaurant-status.ts';
import { chooseOptions } from '@/features/cart/dish-options-prompt.tsx';
import { useMenu } from '@/features/menu/api/get-menu.ts';
import { useMenuSections } from '@/features/menu/api/get-menu-sections.ts';
import { GuestCardForm } from '@/features/payments/components/guest-card-form.tsx';
import { FoodCard } from '@/features/shop/components/food-card.tsx';
import { type ServingNote, useServingNotes } from '@/features/shop/use-serving-notes.ts';
import { usePlaceRound } from '@/features/tables/api/place-round.ts';
import { PayTab } from '@/features/tables/components/pay-tab.tsx';
import { RoundPanel } from '@/features/tables/components/round-panel.tsx';
import { TabRounds } from '@/features/tables/components/tab-rounds.tsx';
import { TablePage } from '@/features/tables/components/table-page.tsx';
import { type Round, useRound } from '@/features/tables/use-round.ts';
import { useTranslate } from '@/lib/i18n.ts';
import { useEarlyTaps } from '../early-add-taps.ts';

/** No sections yet: the same empty list at every render. */
const NO_SECTIONS: MenuSection[] = [];

interface TableSectionProps {
  label: string;
  dishes: MenuItem[];
  /** The menu's first section: its first dish's picture is the first screen's largest. */
  first: boolean;
  onAdd: (item: MenuItem) => Promise<boolean>;
  servingNote: (item: MenuItem) => ServingNote | null;
  lowStockThreshold: number;
}

/**
 * A section of the table's menu. Rendered again only when what it shows changes: the restaurant's
 * status arriving after the page (an answer React renders in one task) leaves it as it is until
 * the deferred render that gives it its notes, in slices.
 */
const TableSection = memo(function TableSection({
  label,
  dishes,
  first,
  onAdd,
  servingNote,
  lowStockThreshold,
}: TableSectionProps) {
  return (
    <section aria-label={label} className="space-y-4">
      <h3 className="font-display text-xl">{label}</h3>
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {dishes.map((item, index) => (
          <FoodCard
            key={item._id}
            item={item}
            first={first && index === 0}
            onAddToCart={onAdd}
            serving={servingNote(item)}
            lowStockThreshold={lowStockThreshold}
          />
        ))}
      </div>
    </section>
  );
});

/**
 * The shop's dishes, section by section, each added to the round being built (its options asked
 * first), those tapped before the app ran too.
 */
function TableMenu({ add }: { add: Round['add'] }) {
  const t = useTranslate();
  const headingId = useId();
  const menu = useMenu();
  const sections = useMenuSections();
  const servingNote = useServingNotes(sections.data ?? NO_SECTIONS);
  const lowStockThreshold = useLowStockThreshold();
  const addToRound = useCallback(
    async (item: MenuItem) => {
      if (item.optionGroups.length === 0) {
        add(item, [], item.price);
        return true;
      }
      return chooseOptions(item, async (choices, price) => add(item, choices, price));
    },
    [add],
  );
  useEarlyTaps(addToRound, menu.isSuccess);
  const parts = useMemo(
    () =>
      shopTabsOf(sections.data ?? NO_SECTIONS)
        .filter((tab) => tab.kind === 'section')
        .map((tab) => ({ tab, dishes: dishesOfTab(menu.data ?? [], tab) }))
        .filter(({ dishes }) => dishes.length > 0),
    [menu.data, sections.data],
  );
  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <h2 id={headingId} className="font-display text-2xl">
        {t('table.menu')}
      </h2>
      <QueryState query={menu} what={t('shop.theDishes')}>
        {() =>
          parts.map(({ tab, dishes }, index) => (
            <TableSection
              key={tab.param}
              label={tab.label}
              dishes={dishes}
              first={index === 0}
              onAdd={addToRound}
              servingNote={servingNote}
              lowStockThreshold={lowStockThreshold}
            />
          ))
        }
      </QueryState>
    </section>
  );
}

/**
 * The diner's page of a table's card (/t/<code>, no account): the shop's menu to build a round
 * from, the round sent to the kitchen, the table's tab with every round and what the kitchen is
 * doing with it, and paying a share of it by card.
 */
export default function TableRoute() {
  const { code = '' } = useParams();
  const round = useRound();
  const placeRound = usePlaceRound(code);
  const tipPresets = useRestaurant().data?.tipPresets ?? [];
  const menu = useMenu();
  const sections = useMenuSections();
  return (
    <TablePage
      code={code}
      partsLoading={menu.isPending || sections.isPending}
      open={({ table, tab }, paid) => ({
        menu: <TableMenu add={round.add} />,
        round: (
          <RoundPanel
            round={round}
            onSend={async (name) => {
              await placeRound.mutateAsync(round.request(name));
            }}
          />
        ),
        tab: tab && <TabRounds tab={tab} />,
        pay: tab && (
          <PayTab
            code={code}
            tab={tab}
            tipPresets={tipPresets}
            onPaid={paid}
            card={({ clientSecret, complete }) => (
              <GuestCardForm
                billing={{ email: '', name: `Table ${table}` }}
                startPayment={async () => clientSecret}
                onConfirmed={complete}
              />
            )}
          />
        ),
      })}
    />
  );
}
