import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { AddMenuItem } from '@/features/menu/components/add-menu-item.tsx';
import { useTranslate } from '@/lib/i18n.ts';

export default function AddItemRoute() {
  const t = useTranslate();
  return (
    <section className="mx-auto max-w-3xl">
      <PageTitle>{t('manageMenu.addAnItem')}</PageTitle>
      <SectionTitle as="h1" heading={t('manageMenu.addAnItem')} subHeading={t('manageMenu.addAnItemSub')} />
      <AddMenuItem />
    </section>
  );
}
