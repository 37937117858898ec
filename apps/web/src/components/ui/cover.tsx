import { type ImageSet, ResponsiveImage } from './responsive-image.tsx';

interface CoverProps {
  image: ImageSet;
  title: string;
  subTitle: string;
  /** The page's hero (600 px, h1, loaded first) or a section banner inside a page. */
  variant?: 'hero' | 'section';
  /**
   * A hero only 15rem tall on a phone, its title clear of the fixed navbar: the first screen is
   * left to what the page is for.
   */
  shortOnPhones?: boolean;
}

/** A banner image with a translucent box holding a title, as the spec's hero banners. */
export function Cover({ image, title, subTitle, variant = 'section', shortOnPhones = false }: CoverProps) {
  const isHero = variant === 'hero';
  const Title = isHero ? 'h1' : 'h2';
  const height = isHero ? (shortOnPhones ? 'h-60 pt-16 sm:h-[600px] sm:pt-0' : 'h-[600px]') : 'h-[420px] md:h-[500px]';
  return (
    <section className={`relative isolate grid place-items-center overflow-hidden ${height}`}>
      <ResponsiveImage
        image={image}
        alt=""
        priority={isHero}
        className="-z-10 absolute inset-0 h-full w-full object-cover"
      />
      <div
        className={`mx-4 max-w-3xl bg-black/60 px-6 text-center text-white md:px-24 md:py-16 ${shortOnPhones ? 'py-4 sm:py-10' : 'py-10'}`}
      >
        <Title className="font-display text-3xl uppercase md:text-5xl">{title}</Title>
        <p className="mt-3 text-sm uppercase md:text-base">{subTitle}</p>
      </div>
    </section>
  );
}
