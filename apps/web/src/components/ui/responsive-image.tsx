import type { ImgHTMLAttributes } from 'react';

export interface ImageSet {
  /** 800 px wide: phones (up to 2x screens) and the first paint. */
  small: string;
  /** 1440 px wide: desktops. */
  large: string;
}

type ResponsiveImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  image: ImageSet;
  alt: string;
  /** The page's main image: fetched first and never lazily. */
  priority?: boolean;
};

/** A full-width picture that lets the browser choose the 800 or 1440 px file. */
export function ResponsiveImage({ image, alt, priority = false, sizes = '100vw', ...rest }: ResponsiveImageProps) {
  return (
    <img
      src={image.small}
      srcSet={`${image.small} 800w, ${image.large} 1440w`}
      sizes={sizes}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      {...rest}
    />
  );
}
