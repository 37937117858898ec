import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { useSiteConfig } from '@/config/site-config.ts';
import { BrandForm } from '@/features/brand/components/brand-form.tsx';
import { HomePageForm } from '@/features/brand/components/home-page-form.tsx';
import { LanguagesForm } from '@/features/brand/components/languages-form.tsx';

export default function RestaurantBrandRoute() {
  const config = useSiteConfig().data;
  return (
    <section className="mx-auto max-w-5xl space-y-8">
      <PageTitle>Restaurant</PageTitle>
      <SectionTitle as="h1" heading="Restaurant" subHeading="---Make it yours---" />
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
