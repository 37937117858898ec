import { directionOf } from '@bistro/contract/languages';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useState } from 'react';
import { ResponsiveImage } from '@/components/ui/responsive-image.tsx';
import { useLanguage, useTranslate } from '@/lib/i18n.ts';
import { useIdle } from '@/lib/main-thread.ts';
import { type CarouselSlide, carouselFrame } from '../images.ts';
import { CarouselDots } from './carousel-dots.tsx';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The home page's opening carousel: its pictures (the house's six, or the owner's), 3 s apart,
 * looping, paused under the pointer, with a button to stop and start it (WCAG 2.2.2); it starts
 * stopped for people who ask for less motion.
 */
export default function BannerCarousel({ slides }: { slides: readonly CarouselSlide[] }) {
  const t = useTranslate();
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  // Made once: new options would start the carousel again from its first picture.
  const [autoplay] = useState(() =>
    Autoplay({ delay: 3000, playOnInit: playing, stopOnMouseEnter: true, stopOnInteraction: false }),
  );
  const direction = directionOf(useLanguage().language);
  const [viewport, carousel] = useEmblaCarousel({ loop: true, duration: 25, direction }, [autoplay]);
  // Measuring the slides takes a phone tens of milliseconds: not in the task that shows the page.
  const idle = useIdle();
  const toggle = () => {
    if (playing) autoplay.stop();
    else autoplay.play();
    setPlaying(!playing);
  };
  return (
    <section aria-roledescription="carousel" aria-label={t('home.carousel')} className="relative">
      <div ref={idle ? viewport : undefined} className={`overflow-hidden ${carouselFrame}`}>
        <div className="flex h-full">
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA's carousel pattern: a slide is a group described as one.
            <div
              key={slide.alt}
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.slideOf', { index: index + 1, count: slides.length })}
              className="h-full min-w-0 flex-[0_0_100%]"
            >
              <ResponsiveImage
                image={slide.image}
                alt={slide.alt}
                priority={index === 0}
                className="h-full w-full object-cover"
              />
            </div>
          ))}
        </div>
      </div>
      <CarouselDots carousel={carousel} label={t('home.choosePicture')} className="absolute inset-x-0 bottom-2" />
      <button
        type="button"
        onClick={toggle}
        aria-pressed={!playing}
        className="btn btn-circle absolute end-4 bottom-4 z-10 min-h-11 min-w-11 border-0 bg-black/70 text-white hover:bg-black"
      >
        <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" fill="currentColor">
          {playing ? <path d="M7 5h4v14H7zM13 5h4v14h-4z" /> : <path d="M8 5v14l11-7z" />}
        </svg>
        <span className="sr-only">{t('home.pausePictures')}</span>
      </button>
    </section>
  );
}
