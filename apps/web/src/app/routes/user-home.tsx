import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { paths } from '@/config/paths.ts';
import { UserStatsPanel } from '@/features/stats/components/user-stats-panel.tsx';
import { useAuth } from '@/lib/auth-context.ts';
import { useTranslate } from '@/lib/i18n.ts';

export default function UserHomeRoute() {
  const t = useTranslate();
  const { user } = useAuth();
  return (
    <section className="space-y-8">
      <PageTitle>{t('dashboard.userHome')}</PageTitle>
      <h1 className="font-display text-3xl">
        {t('userHome.welcome', { name: user?.displayName ?? user?.email ?? '' })}
      </h1>
      <UserStatsPanel
        noOrders={
          <p className="rounded bg-base-100 p-8 text-center shadow">
            {t('userHome.noOrders')}{' '}
            <Link to={paths.order.getHref()} className="link link-primary">
              {t('userHome.visitShop')}
            </Link>
          </p>
        }
      />
    </section>
  );
}
