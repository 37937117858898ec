import { Link } from 'react-router';
import { LazyImage } from '@/components/ui/lazy-image.tsx';
import { paths } from '@/config/paths.ts';
import type { categorySlides } from '../images.ts';

/** One shop category of 'ORDER ONLINE': its picture and name, opening its tab. */
export function CategoryTile({ slide }: { slide: (typeof categorySlides)[number] }) {
  return (
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
  );
}
