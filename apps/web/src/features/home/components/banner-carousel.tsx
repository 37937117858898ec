import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { ResponsiveImage } from '@/components/ui/responsive-image.tsx';
import { carouselFrame, carouselSlides } from '../images.ts';

/** The home page's opening carousel: six pictures, 3 s apart, looping, paused under the pointer. */
export default function BannerCarousel() {
  return (
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
    >
      {carouselSlides.map((slide, index) => (
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
  );
}
