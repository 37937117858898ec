import sharp from 'sharp';
import { badRequest } from '../../http/problems.ts';
import { wordsOf } from '../languages/index.ts';

/**
 * Pictures larger than this many pixels are refused before decoding (decompression bombs); a
 * phone's 48- or 50-megapixel photo is under it.
 */
const MAX_INPUT_PIXELS = 100_000_000;
const MAX_EDGE = 1200;

/** The density to draw an SVG at so that its longer side comes out at most MAX_EDGE (72: as drawn). */
async function svgDensity(upload: Buffer): Promise<number> {
  const { format, width = 0, height = 0 } = await sharp(upload, { failOn: 'error' }).metadata();
  const side = Math.max(width, height);
  return format === 'svg' && side > 0 ? Math.min((72 * MAX_EDGE) / side, 10_000) : 72;
}

/**
 * Reads an upload as a picture (by its content, never its name), and re-encodes it as WebP at
 * most 1200 px on a side: metadata and anything hidden in the file are dropped. An SVG (a
 * logo) is drawn at that size, so that no script or link of it is ever served.
 */
export async function normalizeImage(upload: Buffer): Promise<Buffer> {
  try {
    const density = await svgDensity(upload);
    return await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', density })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
  } catch {
    throw badRequest(wordsOf('refusal.pictureUnreadable'));
  }
}
