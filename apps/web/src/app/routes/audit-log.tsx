import { isStaffRole } from '@bistro/contract/identity';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { AuditLogPanel } from '@/features/audit/components/audit-log-panel.tsx';
import { useUsers } from '@/features/users/api/get-users.ts';

/** The audit log, filtered by the people who make changes: the kitchen staff and the admins. */
export default function AuditLogRoute() {
  const users = useUsers();
  const people = (users.data ?? [])
    .filter((user) => isStaffRole(user.role))
    .map((user) => ({ id: user._id, label: `${user.name} (${user.email})` }));
  return (
    <section className="mx-auto max-w-6xl">
      <PageTitle>Audit Log</PageTitle>
      <SectionTitle as="h1" heading="Audit log" subHeading="---Who changed what---" />
      <AuditLogPanel people={people} />
    </section>
  );
}
