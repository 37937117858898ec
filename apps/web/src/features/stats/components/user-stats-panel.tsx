import type { ReactNode } from 'react';
import { QueryState } from '@/components/ui/query-state.tsx';
import { useUserStats } from '../api/get-user-stats.ts';
import { AmountChart, QuantityChart } from './charts.tsx';
import { Counter } from './counter.tsx';

/** The signed-in person's figures: Ordered Quantity, Total Spent, Bookings, and what they bought per dish. */
export function UserStatsPanel({ noOrders }: { noOrders: ReactNode }) {
  const stats = useUserStats();
  return (
    <QueryState query={stats} what="your orders">
      {(figures) => (
        <>
          <div className="stats stats-vertical w-full gap-4 md:stats-horizontal">
            <Counter label="Ordered Quantity" value={figures.totalQuantity} />
            <Counter label="Total Spent" value={figures.totalCost} money />
            <Counter label="Bookings" value={figures.bookings} />
          </div>
          {figures.totalQuantity === 0 ? (
            noOrders
          ) : (
            <div className="grid gap-6 lg:grid-cols-2">
              <QuantityChart title="Quantity per item!" figures={figures.barChart} />
              <AmountChart title="Spent per item" figures={figures.pieChart} />
            </div>
          )}
        </>
      )}
    </QueryState>
  );
}
