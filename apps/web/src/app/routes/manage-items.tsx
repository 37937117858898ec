import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { MenuCsvPanel } from '@/features/menu/components/menu-csv-panel.tsx';
import { MenuItemsTable } from '@/features/menu/components/menu-items-table.tsx';

export default function ManageItemsRoute() {
  return (
    <section className="mx-auto max-w-screen-lg">
      <PageTitle>Manage items</PageTitle>
      <SectionTitle as="h1" heading="manage all items" subHeading="---Hurry up!---" />
      <MenuCsvPanel />
      <MenuItemsTable />
    </section>
  );
}
