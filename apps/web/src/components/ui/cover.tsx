import { type ImageSet, ResponsiveImage } from './responsive-image.tsx';

interface CoverProps {
  image: ImageSet;
  title: string;
  subTitle: string;
  /** The page's hero (600 px, h1, loaded first) or a section banner inside a page. */
  variant?: 'hero' | 'section';
}

/** A banner image with a translucent box holding a title, as the spec's hero banners. */
export function Cover({ image, title, subTitle, variant = 'section' }: CoverProps) {
  const isHero = variant === 'hero';
  const Title = isHero ? 'h1' : 'h2';
  return (
    <section
      className={`relative isolate grid place-items-center overflow-hidden ${isHero ? 'h-[600px]' : 'h-[420px] md:h-[500px]'}`}
    >
      <ResponsiveImage
        image={image}
        alt=""
        priority={isHero}
        className="-z-10 absolute inset-0 h-full w-full object-cover"
      />
      <div className="mx-4 max-w-3xl bg-black/60 px-6 py-10 text-center text-white md:px-24 md:py-16">
        <Title className="font-display text-3xl uppercase md:text-5xl">{title}</Title>
        <p className="mt-3 text-sm uppercase md:text-base">{subTitle}</p>
      </div>
    </section>
  );
}
