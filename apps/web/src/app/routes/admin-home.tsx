import { PageTitle } from '@/components/ui/page-title.tsx';
import { AdminStatsPanel } from '@/features/stats/components/admin-stats-panel.tsx';
import { useAuth } from '@/lib/auth-context.ts';
import { useTranslate, useWordsAround } from '@/lib/i18n.ts';

export default function AdminHomeRoute() {
  const t = useTranslate();
  const wordsAround = useWordsAround();
  const [before, after] = wordsAround('adminHome.welcome', 'name');
  const { user } = useAuth();
  return (
    <section className="space-y-8">
      <PageTitle>{t('dashboard.adminHome')}</PageTitle>
      <h1 className="font-display text-3xl">
        {before}
        <span className="text-gold-dark">{user?.displayName ?? user?.email}</span>
        {after}
      </h1>
      <AdminStatsPanel />
    </section>
  );
}
