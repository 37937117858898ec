import { directionOf } from '@bistro/contract/languages';
import useEmblaCarousel from 'embla-carousel-react';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { useLanguage, useTranslate } from '@/lib/i18n.ts';
import { useIdle } from '@/lib/main-thread.ts';
import type { CategorySlide } from '../images.ts';
import { CarouselDots } from './carousel-dots.tsx';
import { CategoryTile } from './category-tile.tsx';

/** 'ORDER ONLINE' with today's hours: the menu's sections, three per view, each opening its tab. */
export default function CategorySlider({ hours, slides }: { hours: string; slides: readonly CategorySlide[] }) {
  const t = useTranslate();
  const { language } = useLanguage();
  const [viewport, carousel] = useEmblaCarousel({
    dragFree: true,
    containScroll: 'trimSnaps',
    align: 'start',
    direction: directionOf(language),
  });
  // Measuring the slides takes a phone tens of milliseconds: not in the task that shows the page.
  const idle = useIdle();
  return (
    <section className="mx-auto max-w-screen-xl px-4">
      <SectionTitle heading={t('home.orderOnline')} subHeading={hours} />
      <div ref={idle ? viewport : undefined} className="overflow-hidden">
        <ul className="flex gap-[30px]" aria-label={t('home.orderByCategory')}>
          {slides.map((slide) => (
            <li key={slide.param} className="min-w-0 flex-[0_0_calc((100%-60px)/3)]">
              <CategoryTile slide={slide} />
            </li>
          ))}
        </ul>
      </div>
      <CarouselDots carousel={carousel} label={t('home.scrollCategories')} className="my-3" />
    </section>
  );
}
