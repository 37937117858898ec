import { describe, expect, it } from 'vitest';
import { pictureAt } from './pictures.ts';

describe('pictureAt', () => {
  it('gives the sized address of a picture this server keeps', () => {
    expect(pictureAt('/images/menu/diavola.webp', 240)).toBe('/images/sized/240/menu/diavola.webp');
    expect(pictureAt('/images/uploads/Ab_c-12.webp', 768)).toBe('/images/sized/768/uploads/Ab_c-12.webp');
  });

  it('leaves any other address as it is: the image host’s, or an odd one', () => {
    for (const url of [
      'https://i.host.example/abc.webp',
      '/images/other/x.webp',
      '/images/menu/x.png',
      '/images/menu/../x.webp',
    ]) {
      expect(pictureAt(url, 240)).toBe(url);
    }
  });
});
