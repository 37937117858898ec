import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { OptionGroupsManager } from '@/features/menu/components/option-groups-manager.tsx';
import { useTranslate } from '@/lib/i18n.ts';

export default function OptionGroupsRoute() {
  const t = useTranslate();
  return (
    <section className="mx-auto max-w-4xl">
      <PageTitle>{t('manageMenu.dishOptions')}</PageTitle>
      <SectionTitle as="h1" heading={t('manageMenu.dishOptions')} subHeading={t('manageMenu.dishOptionsSub')} />
      <OptionGroupsManager />
    </section>
  );
}
