import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { MenuCsvPanel } from '@/features/menu/components/menu-csv-panel.tsx';
import { MenuItemsTable } from '@/features/menu/components/menu-items-table.tsx';
import { useTranslate } from '@/lib/i18n.ts';

export default function ManageItemsRoute() {
  const t = useTranslate();
  return (
    <section className="mx-auto max-w-screen-lg">
      <PageTitle>{t('manageMenu.manageItemsTitle')}</PageTitle>
      <SectionTitle as="h1" heading={t('manageMenu.manageAllItems')} subHeading={t('manageMenu.manageAllItemsSub')} />
      <MenuCsvPanel />
      <MenuItemsTable />
    </section>
  );
}
