import type { ReactNode } from 'react';
import { QueryState } from '@/components/ui/query-state.tsx';
import { useTranslate } from '@/lib/i18n.ts';
import { useUserStats } from '../api/get-user-stats.ts';
import { AmountChart, QuantityChart } from './charts.tsx';
import { Counter } from './counter.tsx';

/** The signed-in person's figures: Ordered Quantity, Total Spent, Bookings, and what they bought per dish. */
export function UserStatsPanel({ noOrders }: { noOrders: ReactNode }) {
  const t = useTranslate();
  const stats = useUserStats();
  return (
    <QueryState query={stats} what={t('userHome.yourOrders')}>
      {(figures) => (
        <>
          <div className="stats stats-vertical w-full gap-4 md:stats-horizontal">
            <Counter label={t('userHome.orderedQuantity')} value={figures.totalQuantity} />
            <Counter label={t('userHome.totalSpent')} value={figures.totalCost} money />
            <Counter label={t('userHome.bookings')} value={figures.bookings} />
          </div>
          {figures.totalQuantity === 0 ? (
            noOrders
          ) : (
            <div className="grid gap-6 lg:grid-cols-2">
              <QuantityChart title={t('userHome.quantityPerItem')} figures={figures.barChart} />
              <AmountChart title={t('userHome.spentPerItem')} figures={figures.pieChart} />
            </div>
          )}
        </>
      )}
    </QueryState>
  );
}
