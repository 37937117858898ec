import type { ComponentProps } from 'react';

type LazyImageProps = Omit<ComponentProps<'img'>, 'loading' | 'decoding' | 'fetchPriority'> & {
  src: string;
  width: number;
  height: number;
  /** The largest picture of the page's first screen: asked for at once and first, not when near. */
  priority?: boolean;
};

/**
 * A picture below the fold: loaded when it comes near (unless it is the first screen's `priority`),
 * decoded off the main thread, its box reserved by width and height. Decorative (`alt=""`) unless
 * an alt text is given.
 */
export function LazyImage({ alt = '', priority = false, ...image }: LazyImageProps) {
  return (
    <img
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      {...image}
    />
  );
}
