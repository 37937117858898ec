import { useMemo } from 'react';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { useMenu } from '@/features/menu/api/get-menu.ts';
import { useMenuSections } from '@/features/menu/api/get-menu-sections.ts';
import { ChoiceAvailabilityPanel } from '@/features/menu/components/choice-availability-panel.tsx';
import { DishAvailabilityPanel } from '@/features/menu/components/dish-availability-panel.tsx';
import { dishCourses } from '@/features/menu/dish-courses.ts';
import { KitchenBoard } from '@/features/orders/components/kitchen-board.tsx';
import { OrderDayHistory } from '@/features/orders/components/order-day-history.tsx';
import { PauseBadge, PauseControl } from '@/features/restaurant/components/pause-control.tsx';
import { useTranslate } from '@/lib/i18n.ts';

export default function KitchenRoute() {
  const t = useTranslate();
  const menu = useMenu();
  const sections = useMenuSections();
  const courseOf = useMemo(() => dishCourses(menu.data ?? [], sections.data ?? []), [menu.data, sections.data]);
  return (
    <section className="mx-auto max-w-screen-2xl space-y-6">
      <PageTitle>{t('kitchen.title')}</PageTitle>
      <KitchenBoard
        courseOf={courseOf}
        tools={{
          summary: <PauseBadge />,
          panel: (
            <>
              <PauseControl />
              <DishAvailabilityPanel />
              <ChoiceAvailabilityPanel />
            </>
          ),
        }}
      />
      <OrderDayHistory />
    </section>
  );
}
