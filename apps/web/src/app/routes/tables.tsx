import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { paths } from '@/config/paths.ts';
import { useRole } from '@/features/auth/api/get-admin-status.ts';
import { FirstRoundSetting } from '@/features/restaurant/components/first-round-setting.tsx';
import { TablesBoard } from '@/features/tables/components/tables-board.tsx';
import { useTranslate } from '@/lib/i18n.ts';

/**
 * The Tables page (staff, admins): each table's state and tab; open, settle, move, close, renew a
 * code, print the cards; for admins, whether the first round opens a table.
 */
export default function TablesRoute() {
  const t = useTranslate();
  const { isAdmin } = useRole();
  return (
    <section className="space-y-4">
      <PageTitle>{t('tables.title')}</PageTitle>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="font-display text-2xl">{t('tables.title')}</h1>
        <Link className="btn btn-sm min-h-11" to={paths.dashboard.tableCards.getHref()}>
          {t('tables.printEveryCard')}
        </Link>
      </div>
      <TablesBoard />
      {isAdmin && <FirstRoundSetting />}
    </section>
  );
}
