import { useParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { UpdateMenuItem } from '@/features/menu/components/update-menu-item.tsx';
import { useTranslate } from '@/lib/i18n.ts';

export default function UpdateItemRoute() {
  const t = useTranslate();
  const { id = '' } = useParams();
  return (
    <section className="mx-auto max-w-3xl">
      <PageTitle>{t('manageMenu.updateThisItem')}</PageTitle>
      <SectionTitle as="h1" heading={t('manageMenu.updateThisItem')} subHeading={t('manageMenu.updateThisItemSub')} />
      <UpdateMenuItem id={id} />
    </section>
  );
}
