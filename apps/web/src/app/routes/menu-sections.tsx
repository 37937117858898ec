import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { SectionsManager } from '@/features/menu/components/sections-manager.tsx';
import { useTranslate } from '@/lib/i18n.ts';

export default function MenuSectionsRoute() {
  const t = useTranslate();
  return (
    <section className="mx-auto max-w-4xl">
      <PageTitle>{t('manageMenu.menuSectionsTitle')}</PageTitle>
      <SectionTitle as="h1" heading={t('manageMenu.menuSections')} subHeading={t('manageMenu.menuSectionsSub')} />
      <SectionsManager />
    </section>
  );
}
