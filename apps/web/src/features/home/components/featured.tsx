import { Link } from 'react-router';
import { ResponsiveImage } from '@/components/ui/responsive-image.tsx';
import { paths } from '@/config/paths.ts';
import { useRestaurantClock } from '@/config/site-config.ts';
import { now } from '@/lib/clock.ts';
import { useHydrated } from '@/lib/hydration.tsx';
import { useTranslate } from '@/lib/i18n.ts';
import { featuredImage } from '../images.ts';

/** 'Featured Item': the dish of the month over a darkened picture, dated today, with Order Now. */
export function Featured() {
  const t = useTranslate();
  const clock = useRestaurantClock();
  // Today on the visitor's clock, not on the day the cached HTML was rendered.
  const today = useHydrated() ? clock.date(now()) : null;
  return (
    <section
      className="relative isolate mt-20 overflow-hidden bg-charcoal text-white"
      aria-labelledby="featured-heading"
    >
      <ResponsiveImage
        image={featuredImage}
        alt=""
        className="-z-10 absolute inset-0 h-full w-full object-cover opacity-40"
      />
      <header className="mx-auto max-w-sm px-4 pt-16 text-center">
        <p className="mb-2 text-gold italic">{t('home.checkOut')}</p>
        <h2 id="featured-heading" className="border-white/40 border-y-2 py-3 text-2xl uppercase md:text-4xl">
          {t('home.featuredItem')}
        </h2>
      </header>
      <div className="mx-auto grid max-w-5xl items-center gap-10 px-6 py-16 md:grid-cols-2">
        <ResponsiveImage
          image={featuredImage}
          alt={t('home.featuredAlt')}
          sizes="(min-width: 768px) 480px, 100vw"
          className="w-full rounded"
        />
        <div className="space-y-3">
          <p className="min-h-6 text-white/80">{today}</p>
          <h3 className="font-semibold text-xl uppercase">{t('home.featuredWhere')}</h3>
          <p className="text-white/85">{t('home.featuredText')}</p>
          {/* The featured plate is the roast chicken, one of the popular dishes. */}
          <Link
            to={paths.order.getHref('POPULAR')}
            className="btn btn-outline border-0 border-white border-b-4 text-white uppercase"
          >
            {t('menu.orderNow')}
          </Link>
        </div>
      </div>
    </section>
  );
}
