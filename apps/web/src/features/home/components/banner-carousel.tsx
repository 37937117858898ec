import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { ResponsiveImage } from '@/components/ui/responsive-image.tsx';
import { type CarouselSlide, carouselFrame } from '../images.ts';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The home page's opening carousel: its pictures (the house's six, or the owner's), 3 s apart,
 * looping, paused under the pointer, with a button to stop and start it (WCAG 2.2.2); it starts
 * stopped for people who ask for less motion.
 */
export default function BannerCarousel({ slides }: { slides: readonly CarouselSlide[] }) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const toggle = () => {
    if (playing) swiper?.autoplay.stop();
    else swiper?.autoplay.start();
    setPlaying(!playing);
  };
  return (
    <div className="relative">
      <Swiper
        modules={[Autoplay, Pagination, A11y]}
        loop
        speed={350}
        threshold={5}
        autoplay={{ delay: 3000, pauseOnMouseEnter: true, disableOnInteraction: false }}
        pagination={{ clickable: true }}
        a11y={{ containerRoleDescriptionMessage: 'carousel', itemRoleDescriptionMessage: 'slide' }}
        className={carouselFrame}
        aria-label="Dishes of the house"
        onSwiper={(instance) => {
          if (!playing) instance.autoplay.stop();
          setSwiper(instance);
        }}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={slide.alt}>
            <ResponsiveImage
              image={slide.image}
              alt={slide.alt}
              priority={index === 0}
              className="h-full w-full object-cover"
            />
          </SwiperSlide>
        ))}
      </Swiper>
      <button
        type="button"
        onClick={toggle}
        aria-pressed={!playing}
        className="btn btn-circle absolute right-4 bottom-4 z-10 min-h-11 min-w-11 border-0 bg-black/70 text-white hover:bg-black"
      >
        <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" fill="currentColor">
          {playing ? <path d="M7 5h4v14H7zM13 5h4v14h-4z" /> : <path d="M8 5v14l11-7z" />}
        </svg>
        <span className="sr-only">Pause the pictures</span>
      </button>
    </div>
  );
}
