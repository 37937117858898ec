import sharp from 'sharp';
import { badRequest } from '../../http/problems.ts';

/**
 * Pictures larger than this many pixels are refused before decoding (decompression bombs); a
 * phone's 48- or 50-megapixel photo is under it.
 */
const MAX_INPUT_PIXELS = 100_000_000;
const MAX_EDGE = 1200;

/**
 * Reads an upload as a picture (by its content, never its name), and re-encodes it as WebP at
 * most 1200 px on a side: metadata and anything hidden in the file are dropped.
 */
export async function normalizeImage(upload: Buffer): Promise<Buffer> {
  try {
    return await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
  } catch {
    throw badRequest('This file is not a picture we can read (JPEG, PNG, WebP, AVIF or GIF), or it is too large');
  }
}
