import { A11y, FreeMode, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/free-mode';
import 'swiper/css/pagination';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import type { CategorySlide } from '../images.ts';
import { CategoryTile } from './category-tile.tsx';

/** 'ORDER ONLINE' with today's hours: the menu's sections, three per view, each opening its tab. */
export default function CategorySlider({ hours, slides }: { hours: string; slides: readonly CategorySlide[] }) {
  return (
    <section className="mx-auto max-w-screen-xl px-4">
      <SectionTitle heading="ORDER ONLINE" subHeading={hours} />
      <Swiper
        modules={[FreeMode, Pagination, A11y]}
        slidesPerView={3}
        spaceBetween={30}
        freeMode
        pagination={{ clickable: true }}
        className="pb-12!"
        aria-label="Order online by category"
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.param}>
            <CategoryTile slide={slide} />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
