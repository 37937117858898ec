import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { UsersTable } from '@/features/users/components/users-table.tsx';
import { useTranslate } from '@/lib/i18n.ts';

export default function AllUsersRoute() {
  const t = useTranslate();
  return (
    <section className="mx-auto max-w-screen-lg">
      <PageTitle>{t('dashboard.allUsers')}</PageTitle>
      <SectionTitle as="h1" heading={t('users.heading')} subHeading={t('users.subHeading')} />
      <UsersTable />
    </section>
  );
}
