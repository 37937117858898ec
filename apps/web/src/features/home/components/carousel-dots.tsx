import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useState } from 'react';
import { useTranslate } from '@/lib/i18n.ts';

type Carousel = UseEmblaCarouselType[1];

/** The carousel's stops and the one it is at, kept in step with it. */
function useStops(carousel: Carousel) {
  const [stops, setStops] = useState<number[]>([]);
  const [current, setCurrent] = useState(0);
  useEffect(() => {
    if (!carousel) return;
    const read = () => {
      setStops(carousel.scrollSnapList().map((_, index) => index));
      setCurrent(carousel.selectedScrollSnap());
    };
    read();
    carousel.on('select', read).on('reInit', read);
    return () => {
      carousel.off('select', read).off('reInit', read);
    };
  }, [carousel]);
  return { stops, current };
}

/**
 * A dot per stop of the carousel, the current one marked: 24 px to hit (WCAG 2.5.8), 10 px to
 * see; `label` names the group for screen readers.
 */
export function CarouselDots({
  carousel,
  label,
  className = '',
}: {
  carousel: Carousel;
  label: string;
  className?: string;
}) {
  const { stops, current } = useStops(carousel);
  const t = useTranslate();
  if (stops.length < 2) return null;
  return (
    <fieldset aria-label={label} className={`m-0 flex min-w-0 justify-center gap-1 border-0 p-0 ${className}`}>
      {stops.map((stop) => (
        <button
          key={stop}
          type="button"
          aria-label={t('home.goToSlide', { number: stop + 1 })}
          aria-current={stop === current ? 'true' : undefined}
          onClick={() => carousel?.scrollTo(stop)}
          className="grid h-6 w-6 cursor-pointer place-items-center"
        >
          <span className={`block h-2.5 w-2.5 rounded-full ${stop === current ? 'bg-gold' : 'bg-gray-500'}`} />
        </button>
      ))}
    </fieldset>
  );
}
