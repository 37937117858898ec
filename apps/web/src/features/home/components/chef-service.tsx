import { Link } from 'react-router';
import { ResponsiveImage } from '@/components/ui/responsive-image.tsx';
import { paths } from '@/config/paths.ts';
import { useTranslate } from '@/lib/i18n.ts';
import { aboutImageOf } from '../images.ts';

/**
 * The house introduction (the owner's words, or the house's) over a picture of the dining room
 * (the owner's, or the house's), with the way to book a table.
 */
export function ChefService({ name, text, image }: { name: string; text: string; image: string | null }) {
  const t = useTranslate();
  return (
    <section className="relative isolate mx-auto my-20 grid max-w-screen-xl place-items-center overflow-hidden px-4 py-16 md:py-28">
      <ResponsiveImage
        image={aboutImageOf(image)}
        alt=""
        className="-z-10 absolute inset-0 h-full w-full object-cover"
      />
      <div className="max-w-3xl bg-base-100 px-6 py-10 text-center md:px-20 md:py-16">
        <h2 className="font-display text-3xl">{name}</h2>
        <p className="mt-4 whitespace-pre-line text-base-content/80">{text}</p>
        <Link to={paths.bookTable.getHref()} className="btn btn-primary mt-6">
          {t('booking.bookATable')}
        </Link>
      </div>
    </section>
  );
}
