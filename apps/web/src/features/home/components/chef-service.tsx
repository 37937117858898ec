import { Link } from 'react-router';
import { ResponsiveImage } from '@/components/ui/responsive-image.tsx';
import { paths } from '@/config/paths.ts';
import { chefServiceImage } from '../images.ts';

/** The house introduction over a picture of the dining room, with the way to book a table. */
export function ChefService() {
  return (
    <section className="relative isolate mx-auto my-20 grid max-w-screen-xl place-items-center overflow-hidden px-4 py-16 md:py-28">
      <ResponsiveImage image={chefServiceImage} alt="" className="-z-10 absolute inset-0 h-full w-full object-cover" />
      <div className="max-w-3xl bg-base-100 px-6 py-10 text-center md:px-20 md:py-16">
        <h2 className="font-display text-3xl">Bistro Boss</h2>
        <p className="mt-4 text-base-content/80">
          A neighbourhood bistro since 1992: seasonal produce from local growers, bread baked before dawn and a kitchen
          that still makes every stock, sauce and dessert by hand. Eat with us, or order online and pick it up, ready at
          the time you choose.
        </p>
        <Link to={paths.bookTable.getHref()} className="btn btn-primary mt-6">
          Book a table
        </Link>
      </div>
    </section>
  );
}
