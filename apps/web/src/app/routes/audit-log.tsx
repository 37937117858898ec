import { isStaffRole } from '@bistro/contract/identity';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { AuditLogPanel } from '@/features/audit/components/audit-log-panel.tsx';
import { useUsers } from '@/features/users/api/get-users.ts';
import { useTranslate } from '@/lib/i18n.ts';

/** The audit log, filtered by the people who make changes: the kitchen staff and the admins. */
export default function AuditLogRoute() {
  const t = useTranslate();
  const users = useUsers();
  const people = (users.data ?? [])
    .filter((user) => isStaffRole(user.role))
    .map((user) => ({ id: user._id, label: `${user.name} (${user.email})` }));
  return (
    <section className="mx-auto max-w-6xl">
      <PageTitle>{t('dashboard.auditLog')}</PageTitle>
      <SectionTitle as="h1" heading={t('auditLog.heading')} subHeading={t('auditLog.subHeading')} />
      <AuditLogPanel people={people} />
    </section>
  );
}
