import { Link } from 'react-router';
import { LazyImage } from '@/components/ui/lazy-image.tsx';
import { paths } from '@/config/paths.ts';
import { useLanguage } from '@/lib/i18n.ts';
import type { CategorySlide } from '../images.ts';

/** One section of 'ORDER ONLINE': its picture and name, opening its tab. */
export function CategoryTile({ slide }: { slide: CategorySlide }) {
  const { localized } = useLanguage();
  return (
    <Link to={localized(paths.order.getHref(slide.param))} className="group relative block overflow-hidden rounded">
      {slide.image ? (
        <LazyImage
          src={slide.image}
          width={360}
          height={450}
          className="aspect-[4/5] w-full object-cover transition-transform group-hover:scale-105"
        />
      ) : (
        <span className="block aspect-[4/5] w-full bg-charcoal" />
      )}
      <span className="absolute inset-x-0 bottom-3 text-center font-display text-xs text-white sm:text-lg uppercase drop-shadow-[0_2px_4px_rgba(0,0,0,0.8)] md:bottom-8 md:text-3xl">
        {slide.label}
      </span>
    </Link>
  );
}
