import { formatPrice } from '@bistro/contract/money';
import type { AdminStats } from '@bistro/contract/stats';
import { ErrorState } from '@/components/ui/status.tsx';
import { useAdminStats } from '../api/get-admin-stats.ts';
import { useOrderStats } from '../api/get-order-stats.ts';
import { AmountChart, QuantityChart } from './charts.tsx';
import { Counter } from './counter.tsx';

/** What of the revenue is not the restaurant's sales: "of which tax $12.40 and tips $8.00". */
function revenueParts({ tax, tips }: AdminStats): string | undefined {
  const parts = [...(tax > 0 ? [`tax ${formatPrice(tax)}`] : []), ...(tips > 0 ? [`tips ${formatPrice(tips)}`] : [])];
  return parts.length > 0 ? `of which ${parts.join(' and ')}` : undefined;
}

/** The restaurant's figures: four counters and the sales charts; a progress bar while they load. */
export function AdminStatsPanel() {
  const counters = useAdminStats();
  const sales = useOrderStats();
  if (counters.isPending || sales.isPending) {
    return <progress className="progress progress-accent w-full" aria-label="Loading the figures" />;
  }
  if (counters.isError || sales.isError) {
    return (
      <ErrorState
        what="the figures"
        error={counters.error ?? sales.error}
        onRetry={() => void Promise.all([counters.refetch(), sales.refetch()])}
      />
    );
  }
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5">
        <Counter label="Products" value={counters.data.menuItems} />
        <Counter label="Revenue" value={counters.data.revenue} money note={revenueParts(counters.data)} />
        <Counter label="Users" value={counters.data.users} />
        <Counter label="Orders" value={counters.data.orders} note="paid, not cancelled" />
        <Counter label="Bookings" value={counters.data.bookings} />
      </div>
      {sales.data.barChart.length === 0 ? (
        <p className="rounded bg-base-100 p-8 text-center shadow">
          No sales yet: the charts appear with the first order.
        </p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <QuantityChart title="Sold" figures={sales.data.barChart} />
          <AmountChart title="Revenue per item" figures={sales.data.pieChart} />
        </div>
      )}
    </>
  );
}
