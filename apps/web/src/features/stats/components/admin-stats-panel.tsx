import { formatPrice } from '@bistro/contract/money';
import type { AdminStats } from '@bistro/contract/stats';
import { ErrorState } from '@/components/ui/status.tsx';
import { type Translate, useTranslate } from '@/lib/i18n.ts';
import { useAdminStats } from '../api/get-admin-stats.ts';
import { useOrderStats } from '../api/get-order-stats.ts';
import { AmountChart, QuantityChart } from './charts.tsx';
import { Counter } from './counter.tsx';

/** What of the revenue is not the restaurant's sales: "of which tax $12.40 and tips $8.00". */
function revenueParts(t: Translate, { tax, tips }: AdminStats): string | undefined {
  if (tax > 0 && tips > 0) return t('adminHome.ofWhichTaxAndTips', { tax: formatPrice(tax), tips: formatPrice(tips) });
  if (tax > 0) return t('adminHome.ofWhichTax', { tax: formatPrice(tax) });
  if (tips > 0) return t('adminHome.ofWhichTips', { tips: formatPrice(tips) });
  return undefined;
}

/** The restaurant's figures: four counters and the sales charts; a progress bar while they load. */
export function AdminStatsPanel() {
  const t = useTranslate();
  const counters = useAdminStats();
  const sales = useOrderStats();
  if (counters.isPending || sales.isPending) {
    return <progress className="progress progress-accent w-full" aria-label={t('adminHome.loadingFigures')} />;
  }
  if (counters.isError || sales.isError) {
    return (
      <ErrorState
        what={t('adminHome.theFigures')}
        error={counters.error ?? sales.error}
        onRetry={() => void Promise.all([counters.refetch(), sales.refetch()])}
      />
    );
  }
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5">
        <Counter label={t('adminHome.products')} value={counters.data.menuItems} />
        <Counter
          label={t('adminHome.revenue')}
          value={counters.data.revenue}
          money
          note={revenueParts(t, counters.data)}
        />
        <Counter label={t('adminHome.users')} value={counters.data.users} />
        <Counter label={t('adminHome.orders')} value={counters.data.orders} note={t('adminHome.paidNotCancelled')} />
        <Counter label={t('adminHome.bookings')} value={counters.data.bookings} />
      </div>
      {sales.data.barChart.length === 0 ? (
        <p className="rounded bg-base-100 p-8 text-center shadow">{t('adminHome.noSales')}</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <QuantityChart title={t('adminHome.sold')} figures={sales.data.barChart} />
          <AmountChart title={t('adminHome.revenuePerItem')} figures={sales.data.pieChart} />
        </div>
      )}
    </>
  );
}
