import type { ComponentProps } from 'react';

type LazyImageProps = Omit<ComponentProps<'img'>, 'loading' | 'decoding'> & {
  src: string;
  width: number;
  height: number;
};

/**
 * A picture below the fold: loaded when it comes near, decoded off the main thread, its box
 * reserved by width and height. Decorative (`alt=""`) unless an alt text is given.
 */
export function LazyImage({ alt = '', ...image }: LazyImageProps) {
  return <img alt={alt} loading="lazy" decoding="async" {...image} />;
}
