import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { useSiteConfig } from '@/config/site-config.ts';
import { BrandForm } from '@/features/brand/components/brand-form.tsx';
import { HomePageForm } from '@/features/brand/components/home-page-form.tsx';
import { LanguagesForm } from '@/features/brand/components/languages-form.tsx';
import { useTranslate } from '@/lib/i18n.ts';

export default function RestaurantBrandRoute() {
  const t = useTranslate();
  const config = useSiteConfig().data;
  return (
    <section className="mx-auto max-w-5xl space-y-8">
      <PageTitle>{t('dashboard.restaurant')}</PageTitle>
      <SectionTitle as="h1" heading={t('dashboard.restaurant')} subHeading={t('brand.subHeading')} />
      {config && (
        <>
          <BrandForm brand={config.brand} />
          <HomePageForm home={config.home} />
          <LanguagesForm languages={config.restaurant.languages} />
        </>
      )}
    </section>
  );
}
