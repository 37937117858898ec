import { ErrorState } from '@/components/ui/status.tsx';
import { useAdminStats, useOrderStats } from '@/features/stats/api/get-stats.ts';
import { AmountChart, QuantityChart } from '@/features/stats/components/charts.tsx';
import { Counter } from '@/features/stats/components/counter.tsx';
import { useAuth } from '@/lib/auth-context.ts';

export default function AdminHomeRoute() {
  const { user } = useAuth();
  const counters = useAdminStats();
  const sales = useOrderStats();
  return (
    <section className="space-y-8">
      <title>Bistro Boss | Admin Home</title>
      <h1 className="font-display text-3xl">
        HI!Welcome Back <span className="text-gold-dark">{user?.displayName ?? user?.email}</span>
      </h1>
      {counters.isPending || sales.isPending ? (
        <progress className="progress progress-accent w-full" aria-label="Loading the figures" />
      ) : counters.isError || sales.isError ? (
        <ErrorState
          what="the figures"
          error={counters.error ?? sales.error}
          onRetry={() => void Promise.all([counters.refetch(), sales.refetch()])}
        />
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <Counter label="Products" value={counters.data.menuItems} duration={2} />
            <Counter label="Revenue" value={counters.data.revenue} prefix="$" decimals={2} duration={2} />
            <Counter label="Users" value={counters.data.users} duration={2} />
            <Counter label="Orders" value={counters.data.orders} duration={2} />
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
      )}
    </section>
  );
}
