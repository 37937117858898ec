import { Link } from 'react-router';
import { ErrorState, LoadingState } from '@/components/ui/status.tsx';
import { paths } from '@/config/paths.ts';
import { useUserStats } from '@/features/stats/api/get-stats.ts';
import { AmountChart, QuantityChart } from '@/features/stats/components/charts.tsx';
import { Counter } from '@/features/stats/components/counter.tsx';
import { useAuth } from '@/lib/auth-context.ts';

export default function UserHomeRoute() {
  const { user } = useAuth();
  const stats = useUserStats(user?.email ?? '');
  return (
    <section className="space-y-8">
      <title>Bistro Boss | User Home</title>
      <h1 className="font-display text-3xl">Hi, Welcome {user?.displayName ?? user?.email}</h1>
      {stats.isPending ? (
        <LoadingState label="Loading your orders…" />
      ) : stats.isError ? (
        <ErrorState what="your orders" error={stats.error} onRetry={() => void stats.refetch()} />
      ) : (
        <>
          <div className="stats stats-vertical w-full gap-4 md:stats-horizontal">
            <Counter label="Ordered Quantity" value={stats.data.totalQuantity} duration={2} />
            <Counter label="Total Spent" value={stats.data.totalCost} prefix="$" decimals={2} delay={2} duration={3} />
          </div>
          {stats.data.totalQuantity === 0 ? (
            <p className="rounded bg-base-100 p-8 text-center shadow">
              No orders yet: your favourite dishes will show up here.{' '}
              <Link to={paths.order.getHref()} className="link link-primary">
                Visit the shop
              </Link>
            </p>
          ) : (
            <div className="grid gap-6 lg:grid-cols-2">
              <QuantityChart title="Quantity per item!" figures={stats.data.barChart} />
              <AmountChart title="Spent per item" figures={stats.data.pieChart} />
            </div>
          )}
        </>
      )}
    </section>
  );
}
