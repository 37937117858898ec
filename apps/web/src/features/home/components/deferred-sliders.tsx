import { lazy, Suspense } from 'react';
import { ResponsiveImage } from '@/components/ui/responsive-image.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { useHydrated } from '@/lib/hydration.tsx';
import { useTranslate } from '@/lib/i18n.ts';
import { type CarouselSlide, type CategorySlide, carouselFrame } from '../images.ts';
import { CategoryTile } from './category-tile.tsx';

// The carousel's code (Embla) is not needed for the first paint: the server's HTML shows the first
// picture and the first three sections without it, and the sliders take over in the browser once
// their code has arrived, so it never delays the page's first paint or its hydration.
const Carousel = lazy(() => import('./banner-carousel.tsx'));
const Categories = lazy(() => import('./category-slider.tsx'));

function FirstSlide({ slides }: { slides: readonly CarouselSlide[] }) {
  const first = slides[0];
  return (
    <div className={carouselFrame}>
      {first && <ResponsiveImage image={first.image} alt={first.alt} priority className="h-full w-full object-cover" />}
    </div>
  );
}

/** The opening pictures: one alone stays still; several become the carousel once the browser has the page. */
export function BannerCarousel({ slides }: { slides: readonly CarouselSlide[] }) {
  const hydrated = useHydrated();
  if (!hydrated || slides.length < 2) return <FirstSlide slides={slides} />;
  return (
    <Suspense fallback={<FirstSlide slides={slides} />}>
      <Carousel slides={slides} />
    </Suspense>
  );
}

/** 'ORDER ONLINE' with today's hours (`hours`, from the restaurant's schedule) and a slide per section. */
export function CategorySlider({ hours, slides }: { hours: string; slides: readonly CategorySlide[] }) {
  const t = useTranslate();
  const hydrated = useHydrated();
  const placeholder = (
    <section className="mx-auto max-w-screen-xl px-4">
      <SectionTitle heading={t('home.orderOnline')} subHeading={hours} />
      {/* The slider's first view, laid out as the slider lays it out (three across, 30 px apart, its dots below). */}
      <ul className="grid grid-cols-3 gap-[30px] pb-12" aria-label={t('home.orderByCategory')}>
        {slides.slice(0, 3).map((slide) => (
          <li key={slide.param}>
            <CategoryTile slide={slide} />
          </li>
        ))}
      </ul>
    </section>
  );
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Categories hours={hours} slides={slides} />
    </Suspense>
  );
}
