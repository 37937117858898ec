// Regenerates the artwork that ships with the app: dish pictures for the seeded menu and
// the home page's and menu's banners. Deterministic; run `npx tsx scripts/artwork/make-artwork.ts`.
// Source shapes: Microsoft Fluent Emoji 3D renders (MIT, see LICENSE-fluent-emoji.txt).
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import { seedMenu } from '../../apps/server/src/features/menu/seed-data.ts';
import { type DishArt, dishArt, drinks, type Item, type Scene, scenes } from './scenes.ts';
import { mix, random, shapes } from './shapes.ts';

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

/** An emoji, scaled, recoloured, mirrored and turned as the item says. */
async function emoji(item: Item): Promise<Buffer> {
  let image = sharp(path.join(emojiDir, `${item.piece}.webp`)).resize(item.size, item.size);
  if (item.tint) image = image.modulate(item.tint);
  if (item.flip) image = image.flop();
  if (item.rotate) image = image.rotate(item.rotate, { background: { r: 0, g: 0, b: 0, alpha: 0 } });
  return image.png().toBuffer();
}

/** A shape from shapes.ts, drawn at the item's size. */
function drawn(item: Item): Buffer {
  const draw = shapes[item.piece];
  if (!draw) throw new Error(`Unknown shape ${item.piece}`);
  const transform = [
    item.rotate ? `rotate(${item.rotate} 50 50)` : '',
    item.flip ? 'translate(100 0) scale(-1 1)' : '',
  ].join(' ');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${item.size}" height="${item.size}" viewBox="0 0 100 100" overflow="visible"><g transform="${transform}">${draw(item)}</g></svg>`,
  );
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

/** A table top seen from the side, for drinks: a lighter surface below the line at y = top. */
function table(width: number, height: number, top: number, [inner, outer]: readonly [string, string]): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="t" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(inner, '#ffffff', 0.18)}"/><stop offset="1" stop-color="${mix(outer, inner, 0.5)}"/></linearGradient></defs>
      <rect y="${top}" width="${width}" height="${height - top}" fill="url(#t)"/>
      <rect y="${top}" width="${width}" height="2" fill="#ffffff" fill-opacity="0.25"/></svg>`,
  );
}

/**
 * How a turned emoji, which grows as it turns, is placed: centred on (x, y), or, as the wide
 * scenes have always been drawn, with the top-left corner of its unturned box kept.
 */
type Anchor = 'centre' | 'box';

async function layer(item: Item, anchor: Anchor): Promise<OverlayOptions> {
  const input = Object.hasOwn(shapes, item.piece) ? drawn(item) : await emoji(item);
  const { width = item.size, height = item.size } = anchor === 'centre' ? await sharp(input).metadata() : {};
  return { input, left: Math.round(item.x - width / 2), top: Math.round(item.y - height / 2) };
}

async function compose(
  width: number,
  height: number,
  colors: readonly [string, string],
  items: Item[],
  { anchor = 'centre', tableTop }: { anchor?: Anchor; tableTop?: number } = {},
): Promise<Sharp> {
  const layers: OverlayOptions[] = tableTop === undefined ? [] : [{ input: table(width, height, tableTop, colors) }];
  for (const item of items) layers.push(await layer(item, anchor));
  const base = await sharp(background(width, height, colors))
    .png()
    .toBuffer();
  return sharp(base).composite(layers);
}

async function save(image: Sharp, file: string, quality: number): Promise<void> {
  await image.webp({ quality, effort: 6 }).toFile(file);
}

/** Where loose garnish goes: the corners off the plate. */
const corners: [number, number, number][] = [
  [348, 58, 20],
  [52, 346, -25],
  [52, 58, -10],
  [348, 346, 15],
];

/** A dish picture: its items back to front, then the garnish in the corners. */
async function makeDish(file: string, art: DishArt): Promise<void> {
  if (!art.items.some((item) => item.piece === art.main)) throw new Error(`${file}: main ${art.main} is not drawn`);
  const garnish = art.garnish.map((piece, index) => {
    const [x, y, rotate] = corners[index % corners.length] as [number, number, number];
    return { piece, x, y, size: 64, rotate };
  });
  const image = await compose(400, 400, art.colors, [...art.items, ...garnish], {
    tableTop: art.table ? 262 : undefined,
  });
  await save(image, path.join(out.menu, file), 62);
}

/** A dish in a wide scene: on a plate, or, for a drink, standing on the table with its shadow. */
function served(piece: string, x: number, y: number, size: number): Item[] {
  if (drinks.has(piece)) {
    const glass = Math.round(size * 1.2);
    return [
      { piece: 'standing', x, y: y + glass * 0.43, size: Math.round(glass * 0.9) },
      { piece, x, y, size: glass },
    ];
  }
  return [
    { piece: 'plate', x, y, size: Math.round(size * 1.45) },
    { piece, x, y, size },
  ];
}

/** A wide scene: several dishes across a table, ingredients scattered along the edges. */
async function makeScene(
  name: string,
  scene: Scene,
  sizes: { dir: string; large: [number, number]; small: [number, number]; quality: [number, number] },
) {
  const [width, height] = sizes.large;
  const next = random(name.length * 977);
  const slots = scene.dishes.length;
  const dishes = scene.dishes.flatMap((piece, index) => {
    const x = (width / (slots + 1)) * (index + 1) + (next() - 0.5) * 60;
    const y = height * (index % 2 === 0 ? 0.55 : 0.45) + (next() - 0.5) * 40;
    return served(piece, x, y, Math.round(height * 0.34));
  });
  const scattered: Item[] = scene.scatter.map((piece) => ({
    piece,
    x: next() * width,
    y: next() < 0.5 ? height * (0.08 + next() * 0.12) : height * (0.82 + next() * 0.12),
    size: Math.round(height * 0.12),
    rotate: Math.round(next() * 60 - 30),
  }));
  const image = await compose(width, height, scene.colors, [...scattered, ...dishes], { anchor: 'box' });
  const large = await image.webp({ quality: sizes.quality[0], effort: 6 }).toBuffer();
  await sharp(large).toFile(path.join(sizes.dir, `${name}-${width}.webp`));
  await sharp(large)
    .resize(sizes.small[0], sizes.small[1], { fit: 'cover' })
    .webp({ quality: sizes.quality[1], effort: 6 })
    .toFile(path.join(sizes.dir, `${name}-${sizes.small[0]}.webp`));
}

async function makeSlide(name: string, scene: Scene) {
  const [main = '1f37d-fe0f', ...rest] = scene.dishes;
  const image = await compose(
    360,
    450,
    scene.colors,
    [
      ...rest.slice(0, 2).map((piece, index) => ({
        piece,
        x: index === 0 ? 70 : 290,
        y: index === 0 ? 80 : 110,
        size: 80,
        rotate: index === 0 ? -15 : 12,
      })),
      ...served(main, 180, 230, 170),
    ],
    { anchor: 'box' },
  );
  await save(image, path.join(out.home, `slide-${name}.webp`), 60);
}

/** The carousel, featured and chef pictures, the menu banners and the home slides. */
async function makeWidePictures(): Promise<void> {
  const wide = {
    large: [1440, 720] as [number, number],
    small: [800, 400] as [number, number],
    quality: [55, 52] as [number, number],
  };
  for (let index = 1; index <= 6; index++) {
    await makeScene(`carousel-${index}`, scenes[`carousel-${index}`] as Scene, { dir: out.home, ...wide });
  }
  for (const name of ['featured', 'chef-service']) {
    await makeScene(name, scenes[name] as Scene, { dir: out.home, ...wide });
  }
  for (const name of ['menu-hero', 'order-hero', 'dessert-hero', 'soup-hero', 'pizza-hero', 'salad-hero']) {
    await makeScene(name, scenes[name] as Scene, {
      dir: out.banners,
      large: [1440, 600],
      small: [800, 444],
      quality: [55, 52],
    });
  }
  for (const name of ['salads', 'pizzas', 'soups', 'desserts', 'drinks']) {
    await makeSlide(name, scenes[`slide-${name}`] as Scene);
  }
}

// `make-artwork.ts dishes` or `make-artwork.ts scenes` redraws only those pictures.
const only = process.argv[2];
if (only !== undefined && only !== 'dishes' && only !== 'scenes') throw new Error(`Unknown argument ${only}`);

await Promise.all(Object.values(out).map((dir) => mkdir(dir, { recursive: true })));
const images = new Set(seedMenu.map((item) => item.image));
if (only !== 'scenes') {
  for (const file of images) {
    const art = dishArt[file];
    if (!art) throw new Error(`No art described for ${file} in scenes.ts`);
    await makeDish(file, art);
  }
  console.log(`Wrote ${images.size} dish pictures.`);
}
if (only !== 'dishes') {
  await makeWidePictures();
  console.log('Wrote the carousel, banners and slides.');
}
