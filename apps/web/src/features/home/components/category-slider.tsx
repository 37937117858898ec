import { A11y, FreeMode, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/free-mode';
import 'swiper/css/pagination';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { categorySlides } from '../images.ts';
import { CategoryTile } from './category-tile.tsx';

/** 'ORDER ONLINE' with today's hours: the five shop categories, three per view, each opening its tab. */
export default function CategorySlider({ hours }: { hours: string }) {
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
        {categorySlides.map((slide) => (
          <SwiperSlide key={slide.param}>
            <CategoryTile slide={slide} />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
