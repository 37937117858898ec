import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { UsersTable } from '@/features/users/components/users-table.tsx';

export default function AllUsersRoute() {
  return (
    <section className="mx-auto max-w-screen-lg">
      <PageTitle>All Users</PageTitle>
      <SectionTitle as="h1" heading="Manage all users" subHeading="---How many??---" />
      <UsersTable />
    </section>
  );
}
