// Zod-free on purpose: the browser's first load imports this.

/**
 * The widths the server makes of a dish picture it keeps: for a menu line or a table (shown at
 * up to 104 px, sharp on a screen of twice the density) and for a shop card (shown at 384 px).
 */
export const pictureWidths = [240, 768] as const;
export type PictureWidth = (typeof pictureWidths)[number];

/** The folders of dish pictures this server keeps: the seeded ones and the uploaded ones. */
export const pictureFolders = ['menu', 'uploads'] as const;

const keptHere = /^\/images\/(menu|uploads)\/([\w-]+\.webp)$/;

/**
 * A dish picture's address at `width` px wide, for a picture this server keeps; the address of
 * any other picture (on the image host) as it is.
 */
export function pictureAt(url: string, width: PictureWidth): string {
  const kept = keptHere.exec(url);
  return kept ? `/images/sized/${width}/${kept[1]}/${kept[2]}` : url;
}
