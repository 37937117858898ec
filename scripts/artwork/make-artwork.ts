// Regenerates the artwork that ships with the app: dish pictures for the seeded menu and
// the home page's and menu's banners. Deterministic; run `npx tsx scripts/artwork/make-artwork.ts`.
// Source shapes: Microsoft Fluent Emoji 3D renders (MIT, see LICENSE-fluent-emoji.txt).
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import { seedMenu } from '../../apps/server/src/features/menu/seed-data.ts';
import { dishArt, scenes } from './scenes.ts';

const root = path.resolve(import.meta.dirname, '../..');
const emojiDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@lobehub/fluent-emoji-3d/package.json')),
  'assets',
);
const out = {
  menu: path.join(root, 'apps/server/assets/menu'),
  home: path.join(root, 'apps/web/src/assets/home'),
  banners: path.join(root, 'apps/web/src/assets/banners'),
};

/** A seeded pseudo-random sequence, so every run draws the same pictures. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

async function emoji(code: string, size: number, rotate = 0): Promise<Buffer> {
  const image = sharp(path.join(emojiDir, `${code}.webp`)).resize(size, size);
  return rotate
    ? image
        .rotate(rotate, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .png()
        .toBuffer()
    : image.png().toBuffer();
}

function background(width: number, height: number, [inner, outer]: readonly [string, string], pattern = true): Buffer {
  const dots = pattern
    ? `<pattern id="p" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.4" fill="#fff" fill-opacity="0.07"/></pattern><rect width="100%" height="100%" fill="url(#p)"/>`
    : '';
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><radialGradient id="g" cx="50%" cy="45%" r="75%"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>${dots}</svg>`,
  );
}

/** A white plate with a rim and a soft shadow, centred at (cx, cy). */
function plate(size: number): Buffer {
  const r = size / 2;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
      <defs>
        <radialGradient id="rim" cx="50%" cy="40%" r="60%"><stop offset="0.75" stop-color="#ffffff"/><stop offset="1" stop-color="#d9d4cc"/></radialGradient>
        <radialGradient id="well" cx="50%" cy="45%" r="55%"><stop offset="0" stop-color="#fffdf8"/><stop offset="1" stop-color="#ece6dc"/></radialGradient>
        <filter id="s" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="${size * 0.025}" stdDeviation="${size * 0.03}" flood-opacity="0.45"/></filter>
      </defs>
      <circle cx="${r}" cy="${r}" r="${r * 0.9}" fill="url(#rim)" filter="url(#s)"/>
      <circle cx="${r}" cy="${r}" r="${r * 0.68}" fill="url(#well)"/>
    </svg>`,
  );
}

interface Placed {
  code: string;
  x: number;
  y: number;
  size: number;
  rotate?: number;
  plate?: boolean;
}

async function compose(
  width: number,
  height: number,
  colors: readonly [string, string],
  items: Placed[],
): Promise<Sharp> {
  const layers: OverlayOptions[] = [];
  for (const item of items) {
    if (item.plate) {
      const plateSize = Math.round(item.size * 1.45);
      layers.push({
        input: plate(plateSize),
        left: Math.round(item.x - plateSize / 2),
        top: Math.round(item.y - plateSize / 2),
      });
    }
    layers.push({
      input: await emoji(item.code, item.size, item.rotate),
      left: Math.round(item.x - item.size / 2),
      top: Math.round(item.y - item.size / 2),
    });
  }
  const base = await sharp(background(width, height, colors))
    .png()
    .toBuffer();
  return sharp(base).composite(layers);
}

async function save(image: Sharp, file: string, quality: number): Promise<void> {
  await image.webp({ quality, effort: 6 }).toFile(file);
}

/** A dish on its plate, with garnish around the rim. */
async function makeDish(file: string, art: (typeof dishArt)[string], seed: number): Promise<void> {
  const next = random(seed);
  const garnish = art.garnish.map((code, index) => {
    const angle = -Math.PI / 3 + index * ((Math.PI * 2) / Math.max(3, art.garnish.length)) + next() * 0.4;
    return {
      code,
      x: 200 + Math.cos(angle) * 150,
      y: 200 + Math.sin(angle) * 150,
      size: 74,
      rotate: Math.round(next() * 40 - 20),
    };
  });
  const image = await compose(400, 400, art.colors, [
    { code: art.main, x: 200, y: 205, size: 190, plate: true },
    ...garnish,
  ]);
  await save(image, path.join(out.menu, file), 62);
}

/** A wide scene: several dishes on plates across a table. */
async function makeScene(
  name: string,
  scene: (typeof scenes)[string],
  sizes: { dir: string; large: [number, number]; small: [number, number]; quality: [number, number] },
) {
  const [width, height] = sizes.large;
  const next = random(name.length * 977);
  const slots = scene.dishes.length;
  const items: Placed[] = scene.dishes.map((code, index) => {
    const x = (width / (slots + 1)) * (index + 1) + (next() - 0.5) * 60;
    const y = height * (index % 2 === 0 ? 0.55 : 0.45) + (next() - 0.5) * 40;
    return { code, x, y, size: Math.round(height * 0.34), plate: true };
  });
  const scattered: Placed[] = scene.scatter.map((code) => ({
    code,
    x: next() * width,
    y: next() < 0.5 ? height * (0.08 + next() * 0.12) : height * (0.82 + next() * 0.12),
    size: Math.round(height * 0.12),
    rotate: Math.round(next() * 60 - 30),
  }));
  const image = await compose(width, height, scene.colors, [...scattered, ...items]);
  const large = await image.webp({ quality: sizes.quality[0], effort: 6 }).toBuffer();
  await sharp(large).toFile(path.join(sizes.dir, `${name}-${width}.webp`));
  await sharp(large)
    .resize(sizes.small[0], sizes.small[1], { fit: 'cover' })
    .webp({ quality: sizes.quality[1], effort: 6 })
    .toFile(path.join(sizes.dir, `${name}-${sizes.small[0]}.webp`));
}

async function makeSlide(name: string, scene: (typeof scenes)[string]) {
  const [main, ...rest] = scene.dishes;
  const image = await compose(360, 450, scene.colors, [
    ...rest.slice(0, 2).map((code, index) => ({
      code,
      x: index === 0 ? 70 : 290,
      y: index === 0 ? 80 : 110,
      size: 80,
      rotate: index === 0 ? -15 : 12,
    })),
    { code: main ?? '1f37d', x: 180, y: 230, size: 170, plate: true },
  ]);
  await save(image, path.join(out.home, `slide-${name}.webp`), 60);
}

await Promise.all(Object.values(out).map((dir) => mkdir(dir, { recursive: true })));

const images = new Map(seedMenu.map((item) => [item.image, item]));
let seed = 1;
for (const file of images.keys()) {
  const art = dishArt[file];
  if (!art) throw new Error(`No art described for ${file} in scenes.ts`);
  await makeDish(file, art, seed++);
}

const wide = {
  large: [1440, 720] as [number, number],
  small: [800, 400] as [number, number],
  quality: [55, 52] as [number, number],
};
for (let index = 1; index <= 6; index++) {
  await makeScene(`carousel-${index}`, scenes[`carousel-${index}`] as (typeof scenes)[string], {
    dir: out.home,
    ...wide,
  });
}
for (const name of ['featured', 'chef-service']) {
  await makeScene(name, scenes[name] as (typeof scenes)[string], { dir: out.home, ...wide });
}
for (const name of ['menu-hero', 'order-hero', 'dessert-hero', 'soup-hero', 'pizza-hero', 'salad-hero']) {
  await makeScene(name, scenes[name] as (typeof scenes)[string], {
    dir: out.banners,
    large: [1440, 600],
    small: [800, 444],
    quality: [55, 52],
  });
}
for (const name of ['salads', 'pizzas', 'soups', 'desserts', 'drinks']) {
  await makeSlide(name, scenes[`slide-${name}`] as (typeof scenes)[string]);
}
console.log(`Wrote ${images.size} dish pictures and the banners.`);
