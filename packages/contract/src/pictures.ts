// Zod-free on purpose: the browser's first load imports this.

/** The folders of dish pictures this server keeps: the seeded ones and the uploaded ones. */
export const pictureFolders = ['menu', 'uploads'] as const;
export type PictureFolder = (typeof pictureFolders)[number];

/** Where this server serves a folder's pictures: `/images/menu/`, `/images/uploads/`. */
export const picturesPath = (folder: PictureFolder) => `/images/${folder}/`;

/** The name of a picture this server keeps: its dish's, or its content's hash, in WebP. */
export const pictureFileName = /^[\w-]+\.webp$/;

/**
 * The widths the server makes of a dish picture it keeps: for a menu line or a table (shown at
 * up to 104 px, sharp on a screen of twice the density) and for a shop card (shown at 384 px).
 */
export const pictureWidths = [240, 768] as const;
export type PictureWidth = (typeof pictureWidths)[number];

/**
 * A dish picture's address at `width` px wide, for a picture this server keeps; the address of
 * any other picture (on the image host) as it is.
 */
export function pictureAt(url: string, width: PictureWidth): string {
  for (const folder of pictureFolders) {
    const file = url.startsWith(picturesPath(folder)) ? url.slice(picturesPath(folder).length) : '';
    if (pictureFileName.test(file)) return `/images/sized/${width}/${folder}/${file}`;
  }
  return url;
}

/**
 * A picture the owner uploaded, for a full-width place (the home page's opening picture, a
 * section's banner): 768 px for phones and the first paint, the upload itself (up to 1200 px)
 * for wide screens.
 */
export const widePicture = (url: string) => ({ small: pictureAt(url, 768), large: url });
