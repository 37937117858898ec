import { Link } from 'react-router';
import { A11y, FreeMode, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/free-mode';
import 'swiper/css/pagination';
import { LazyImage } from '@/components/ui/lazy-image.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { paths } from '@/config/paths.ts';
import { categorySlides } from '../images.ts';

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
            <Link to={paths.order.getHref(slide.param)} className="group relative block overflow-hidden rounded">
              <LazyImage
                src={slide.image}
                width={360}
                height={450}
                className="aspect-[4/5] w-full object-cover transition-transform group-hover:scale-105"
              />
              <span className="absolute inset-x-0 bottom-3 text-center font-display text-xs text-white sm:text-lg uppercase drop-shadow-[0_2px_4px_rgba(0,0,0,0.8)] md:bottom-8 md:text-3xl">
                {slide.label}
              </span>
            </Link>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
