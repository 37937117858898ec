import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dishArt } from '../../../../../scripts/artwork/scenes.ts';
import { seedMenu } from './seed-data.ts';

const imagesDir = path.resolve(import.meta.dirname, '../../../assets/menu');

describe('seed menu pictures', () => {
  it('gives every dish a picture that exists', () => {
    const missing = seedMenu.filter((item) => !existsSync(path.join(imagesDir, item.image)));
    expect(missing.map((item) => item.image)).toEqual([]);
  });

  it('gives no two dishes the same picture', () => {
    const images = seedMenu.map((item) => item.image);
    expect(new Set(images).size).toBe(images.length);
  });

  it('shows no two dishes of one section or collection with the same main emoji', () => {
    const mains = new Map<string, string>();
    for (const item of seedMenu) {
      const art = dishArt[item.image];
      expect(art, `${item.image} has no entry in scripts/artwork/scenes.ts`).toBeDefined();
      for (const group of [...item.sections, ...item.collections]) {
        const key = `${group} ${art?.main}`;
        expect(mains.get(key), `${item.name} and ${mains.get(key)} share ${key}`).toBeUndefined();
        mains.set(key, item.name);
      }
    }
  });
});
