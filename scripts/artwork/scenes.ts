// What each picture shows. A piece is either a Fluent Emoji 3D code point (a file name in
// @lobehub/fluent-emoji-3d/assets) or the name of a shape make-artwork draws itself (shapes.ts).

type Colors = readonly [inner: string, outer: string];

const palette = {
  popular: ['#8a5a12', '#2a1b08'],
  dessert: ['#b5566f', '#3d1620'],
  soup: ['#b8741a', '#3a220a'],
  offered: ['#6a4a8c', '#1f1430'],
  pizza: ['#b23a1f', '#3a0f07'],
  salad: ['#4f8a2e', '#15290b'],
  drinks: ['#227a80', '#0a2628'],
  dark: ['#3a3430', '#121110'],
} satisfies Record<string, Colors>;

/** Recolours an emoji (sharp's modulate): a red toadstool into a brown porcini. */
export interface Tint {
  hue?: number;
  saturation?: number;
  brightness?: number;
}

const porcini: Tint = { hue: 25, saturation: 0.5, brightness: 0.8 };
const redOnion: Tint = { hue: 265, saturation: 0.9, brightness: 0.85 };
const ice: Tint = { saturation: 0.3, brightness: 1.15 };

/** One thing in a dish picture, centred at (x, y) on the 400 × 400 picture. */
export interface Item {
  piece: string;
  x: number;
  y: number;
  size: number;
  /** Degrees clockwise. */
  rotate?: number;
  flip?: boolean;
  tint?: Tint;
  /** Colours for drawn shapes: a soup, a liquid, a sauce (see shapes.ts). */
  fill?: string;
  fill2?: string;
}

export interface DishArt {
  colors: Colors;
  /**
   * The emoji that says which dish this is: the dish itself where Fluent has it, otherwise the
   * ingredient that names it (the mushrooms on a funghi, the lemon by a lemonade). It must be in
   * `items`, and no two dishes of one category share one.
   */
  main: string;
  /** Drinks stand on a table top, seen from the side; everything else is on a plate seen from above. */
  table?: boolean;
  /** Back to front: the plate, board, bowl or coaster first. */
  items: Item[];
  /** Loose ingredients in the corners, off the plate. */
  garnish: string[];
}

const put = (piece: string, x: number, y: number, size: number, more: Partial<Item> = {}): Item => ({
  piece,
  x,
  y,
  size,
  ...more,
});

/** `count` copies of a piece spaced round a circle, each turned a little differently. */
function ring(
  piece: string,
  count: number,
  radius: number,
  size: number,
  { phase = 0, cx = 200, cy = 206, ...more }: Partial<Item> & { phase?: number; cx?: number; cy?: number } = {},
): Item[] {
  return Array.from({ length: count }, (_, index) => {
    const angle = phase + (index / count) * Math.PI * 2;
    return put(piece, Math.round(cx + Math.cos(angle) * radius), Math.round(cy + Math.sin(angle) * radius), size, {
      rotate: (index * 67) % 360,
      ...more,
    });
  });
}

const dish = (colors: Colors, main: string, items: Item[], garnish: string[] = []): DishArt => ({
  colors,
  main,
  items,
  garnish,
});

/** A dish on a white plate. */
const plated = (colors: Colors, main: string, items: Item[], garnish: string[] = []) =>
  dish(colors, main, [put('plate', 200, 205, 360), ...items], garnish);

/** A whole pizza on a wooden board: sauce (fill) and cheese (fill2), then its toppings. */
const pizza = (colors: Colors, main: string, base: Partial<Item>, toppings: Item[], garnish: string[] = []) =>
  dish(colors, main, [put('board', 200, 192, 384), put('pizza', 200, 207, 300, base), ...toppings], garnish);

/** A soup in a bowl (fill) on an underplate. */
const soup = (colors: Colors, main: string, fill: string, items: Item[], garnish: string[] = []) =>
  dish(colors, main, [put('plate', 200, 205, 370), put('bowl', 200, 200, 270, { fill }), ...items], garnish);

/** A drink standing on the table, on a coaster unless it has its own saucer. */
const drink = (main: string, items: Item[], stand: 'coaster' | 'standing' = 'coaster'): DishArt => ({
  colors: palette.drinks,
  main,
  table: true,
  items: [put(stand, 200, 330, 240), ...items],
  garnish: [],
});

/** A tall glass of something (fill) with what floats in it, and what sits on it. */
const tumbler = (fill: string, inside: Item[], onTop: Item[]): Item[] => [
  put('tumbler-back', 200, 195, 270, { fill }),
  ...inside,
  put('tumbler-front', 200, 195, 270),
  ...onTop,
];

/** A small dessert glass (verrine) standing on a plate: a cream (fill) on a base (fill2), topped. */
const verrine = (x: number, y: number, fill: string, fill2: string, onTop: Item[]): Item[] => [
  put('verrine-back', x, y, 190, { fill, fill2 }),
  put('verrine-front', x, y, 190),
  ...onTop,
];

/** The picture of each seeded dish, by its image file name. */
export const dishArt: Record<string, DishArt> = {
  // popular
  'roast-chicken.webp': plated(
    palette.popular,
    '1f357',
    [
      put('1f357', 170, 185, 200, { rotate: -12 }),
      put('1f954', 282, 255, 70, { rotate: 20 }),
      put('1f954', 232, 305, 64, { rotate: -15 }),
      put('1f954', 300, 195, 62, { rotate: 40 }),
      put('1f34b', 125, 295, 62, { rotate: -30 }),
      put('1f33f', 262, 118, 64, { rotate: 25 }),
    ],
    ['1f9c4', '1f33f'],
  ),
  'steak-frites.webp': plated(
    palette.popular,
    '1f969',
    [
      put('1f969', 165, 220, 170, { rotate: -8 }),
      put('1f35f', 285, 170, 115, { rotate: 12 }),
      put('1f96c', 275, 285, 78, { rotate: -20 }),
    ],
    ['1f9c5'],
  ),
  'margherita.webp': pizza(palette.popular, '1f33f', { fill: '#c8321f' }, [
    ...ring('basil', 5, 78, 46, { phase: 0.4 }),
    put('1f33f', 200, 206, 92, { rotate: 15 }),
  ]),
  'bistro-burger.webp': plated(
    palette.popular,
    '1f354',
    [put('1f354', 190, 200, 200), put('1f952', 300, 275, 62, { rotate: 35 })],
    ['1f9c5', '1f9c0'],
  ),
  'carbonara.webp': plated(
    palette.popular,
    '1f35d',
    [
      put('1f35d', 200, 212, 230),
      put('sauce', 192, 218, 96, { fill: '#f1d58a' }),
      put('yolk', 190, 212, 52),
      put('1f953', 236, 236, 44, { rotate: 20 }),
      put('1f953', 156, 238, 40, { rotate: -30 }),
      put('specks', 195, 220, 110, { fill: '#2b2118' }),
      put('parmesan', 232, 196, 34, { rotate: 30 }),
    ],
    ['1f95a', '1f9c0'],
  ),
  'scampi-and-chips.webp': plated(palette.popular, '1f364', [
    put('chips', 270, 205, 150),
    put('1f364', 150, 165, 92, { rotate: -20 }),
    put('1f364', 135, 240, 92, { rotate: 10 }),
    put('1f364', 205, 215, 88, { rotate: -5, flip: true }),
    put('peas', 220, 295, 74),
    put('1f34b', 285, 300, 54, { rotate: 30 }),
  ]),
  // dessert
  'strawberry-shortcake.webp': plated(
    palette.dessert,
    '1f370',
    [
      put('1f370', 185, 200, 200),
      put('cream', 285, 265, 70),
      put('1f353', 120, 285, 56, { rotate: -20 }),
      put('1f353', 290, 150, 50, { rotate: 25 }),
    ],
    ['1f353'],
  ),
  'creme-caramel.webp': plated(palette.dessert, '1f36e', [
    put('1f36e', 195, 205, 240),
    put('1f944', 300, 285, 90, { rotate: 60 }),
  ]),
  'chocolate-fondant.webp': plated(
    palette.dessert,
    '1f36b',
    [
      put('fondant', 178, 200, 220),
      put('scoop', 290, 262, 92, { fill: '#e3ad62' }),
      put('1f36b', 282, 135, 72, { rotate: 20 }),
    ],
    ['1f36b'],
  ),
  'tarte-tatin.webp': plated(palette.dessert, '1f34e', [
    put('tatin', 195, 200, 235),
    put('cream', 290, 285, 72),
    put('1f34e', 105, 290, 60, { rotate: -15 }),
  ]),
  'lemon-posset.webp': plated(
    palette.dessert,
    '1f34b',
    [
      ...verrine(180, 190, '#fbeba6', '#d8b070', [put('raspberry', 165, 150, 36), put('raspberry', 197, 154, 34)]),
      put('shortbread', 295, 250, 96, { rotate: -60 }),
      put('1f34b', 110, 285, 62, { rotate: -20 }),
    ],
    ['1f34b'],
  ),
  'affogato.webp': plated(palette.dessert, '2615', [
    put('bowl', 172, 195, 210, { fill: '#4a230d', fill2: '#f6f2ea' }),
    put('scoop-from-above', 172, 192, 118, { fill2: '#4a230d' }),
    put('2615', 295, 150, 92),
    put('biscotti', 290, 275, 92, { rotate: -20 }),
  ]),
  // soup
  'french-onion-soup.webp': dish(
    palette.soup,
    '1f9c5',
    [
      put('plate', 200, 205, 370),
      put('crock', 200, 200, 300),
      put('1f956', 305, 322, 84, { rotate: -30 }),
      put('1f9c5', 92, 322, 74),
    ],
    [],
  ),
  'tomato-basil-soup.webp': soup(palette.soup, '1f345', '#c8341f', [
    put('swirl', 195, 198, 120),
    put('basil', 225, 175, 44, { rotate: 30 }),
    put('basil', 245, 200, 40, { rotate: 100 }),
    put('toast', 90, 315, 82, { rotate: -20 }),
    put('1f345', 318, 318, 72),
  ]),
  'mushroom-veloute.webp': soup(palette.soup, '1f344', '#c9a57a', [
    put('swirl', 200, 205, 120, { fill: '#f3e6cc' }),
    put('specks', 200, 205, 150, { fill: '#7a5a12' }),
    put('1f344', 172, 170, 74, { tint: porcini, rotate: -15 }),
    put('1f344', 238, 232, 68, { tint: porcini, rotate: 20 }),
    put('1f344', 320, 320, 74, { tint: porcini }),
  ]),
  'chicken-noodle-soup.webp': plated(
    palette.soup,
    '1f35c',
    [
      put('1f35c', 190, 195, 210),
      put('1f357', 300, 290, 80, { rotate: 20 }),
      put('1f955', 105, 285, 58, { rotate: -40 }),
    ],
    ['1f33f'],
  ),
  'minestrone.webp': plated(
    palette.soup,
    '1f372',
    [
      put('1f372', 200, 200, 225),
      put('1fad8', 300, 292, 56, { rotate: 15 }),
      put('basil', 110, 280, 40, { rotate: -30 }),
    ],
    ['1f345', '1f955'],
  ),
  'carrot-soup.webp': soup(
    palette.soup,
    '1f955',
    '#ef8a1e',
    [
      put('swirl', 200, 200, 120, { fill: '#fff7e8' }),
      put('specks', 215, 190, 120, { fill: '#5e4824' }),
      put('1f955', 320, 315, 80, { rotate: 15 }),
    ],
    ['1fada', '1f965'],
  ),
  // offered
  'soup-and-sandwich.webp': dish(palette.offered, '1f96a', [
    put('slate', 200, 205, 390),
    put('bowl', 125, 205, 170, { fill: '#e38b2c' }),
    put('swirl', 125, 203, 75),
    put('1f96a', 285, 205, 150),
  ]),
  'pasta-of-the-day.webp': plated(
    palette.offered,
    '1f35d',
    [
      put('1f35d', 200, 212, 230),
      put('basil', 208, 196, 40, { rotate: 40 }),
      put('basil', 182, 205, 34, { rotate: -50 }),
      put('parmesan', 232, 222, 30, { rotate: 10 }),
    ],
    ['1f345', '1f33f'],
  ),
  'pizza-and-drink.webp': dish(palette.offered, '1f355', [
    put('plate', 165, 225, 290),
    put('1f355', 165, 225, 165),
    put('standing', 312, 240, 130),
    put('1f964', 312, 170, 150),
  ]),
  'tasting-plate.webp': dish(palette.offered, '1f9c0', [
    put('slate', 200, 205, 392),
    put('plate', 80, 205, 140),
    put('1f9c0', 75, 198, 70, { rotate: -10 }),
    put('1f347', 95, 228, 42),
    put('plate', 200, 205, 140),
    put('salami', 186, 190, 40),
    put('salami', 214, 196, 38),
    put('prosciutto', 198, 222, 52, { rotate: 10 }),
    put('plate', 320, 205, 140),
    put('tomato-slice', 305, 200, 40),
    put('mozzarella', 330, 196, 38),
    put('tomato-slice', 322, 222, 36),
    put('basil', 312, 186, 22, { rotate: 30 }),
  ]),
  'dessert-duo.webp': plated(palette.offered, '1f370', [
    put('1f370', 145, 205, 130, { rotate: -5 }),
    put('1f36e', 262, 205, 125),
    put('1f353', 205, 280, 40),
  ]),
  'brunch-plate.webp': plated(palette.offered, '1f953', [
    put('toast', 265, 265, 95, { rotate: 15 }),
    put('1f953', 265, 150, 100, { rotate: 10 }),
    put('fried-egg', 150, 160, 100, { rotate: 10 }),
    put('fried-egg', 140, 250, 92, { rotate: 120 }),
    put('tomato-slice', 215, 215, 52),
    put('tomato-slice', 200, 300, 46),
  ]),
  // pizza
  'pepperoni-pizza.webp': dish(palette.pizza, '1f355', [
    put('board', 200, 192, 384),
    put('1f355', 150, 175, 150, { rotate: -25 }),
    put('1f355', 255, 170, 150, { rotate: 20 }),
    put('1f355', 205, 265, 150, { rotate: 100 }),
  ]),
  'quattro-formaggi.webp': pizza(palette.pizza, '1f9c0', { fill: '#f1dfb4', fill2: '#fff3d2' }, [
    ...ring('gorgonzola', 3, 80, 58, { phase: 0.3 }),
    ...ring('parmesan', 4, 60, 40, { phase: 1.1 }),
    put('1f9c0', 175, 195, 78, { rotate: -15 }),
    put('1f9c0', 240, 235, 66, { rotate: 20 }),
  ]),
  'funghi-pizza.webp': pizza(palette.pizza, '1f344', { fill: '#efdcae' }, [
    ...ring('1f344', 6, 80, 58, { phase: 0.2, tint: porcini }),
    put('1f344', 200, 206, 64, { tint: porcini }),
    put('1f9c4', 160, 250, 36),
    put('specks', 200, 206, 230, { fill: '#3f7d22' }),
  ]),
  'diavola.webp': pizza(palette.pizza, '1f336-fe0f', { fill: '#c8321f' }, [
    ...ring('salami', 7, 82, 52, { phase: 0.1 }),
    put('drizzle', 200, 206, 220, { fill: '#f0b429' }),
    ...ring('1f336-fe0f', 3, 42, 76, { phase: 0.9 }),
  ]),
  'vegetable-pizza.webp': pizza(palette.pizza, '1fad1', { fill: '#5b9331' }, [
    ...ring('tomato-slice', 4, 85, 40, { phase: 0.5 }),
    ...ring('1fad1', 3, 70, 62, { phase: 0 }),
    ...ring('1f952', 2, 62, 56, { phase: 1.05 }),
    ...ring('1f9c5', 2, 40, 44, { phase: 2.5, tint: redOnion }),
    ...ring('1fad2', 4, 25, 28, { phase: 0.3 }),
  ]),
  'prosciutto-pizza.webp': pizza(palette.pizza, '1f96c', { fill: '#c8321f' }, [
    ...ring('prosciutto', 4, 62, 86, { phase: 0.7 }),
    ...ring('1f96c', 3, 45, 66, { phase: 0 }),
    ...ring('parmesan', 4, 88, 34, { phase: 0.2 }),
  ]),
  // salad
  'caesar-salad.webp': plated(palette.salad, '1f96c', [
    put('1f96c', 160, 180, 140, { rotate: -30 }),
    put('1f96c', 240, 180, 140, { rotate: 30, flip: true }),
    put('1f96c', 200, 235, 140, { rotate: 180 }),
    put('egg-half', 160, 250, 70, { rotate: -20 }),
    put('egg-half', 250, 252, 66, { rotate: 25 }),
    ...ring('crouton', 4, 50, 32, { phase: 0.5 }),
    ...ring('parmesan', 3, 30, 36, { phase: 1.4 }),
  ]),
  'nicoise-salad.webp': plated(palette.salad, '1fad2', [
    put('1fadb', 272, 145, 86, { rotate: 30 }),
    put('1fadb', 128, 262, 84, { rotate: -150 }),
    put('1f954', 215, 302, 62, { rotate: 20 }),
    put('1f954', 290, 232, 58, { rotate: -30 }),
    put('1f345', 118, 178, 58),
    put('1f345', 190, 112, 52),
    put('egg-half', 258, 292, 74, { rotate: 20 }),
    put('egg-half', 140, 120, 70, { rotate: -30 }),
    put('tuna', 180, 205, 78, { rotate: -20 }),
    put('tuna', 205, 200, 78, { rotate: -8 }),
    put('tuna', 230, 198, 78, { rotate: 6 }),
    ...ring('1fad2', 4, 72, 36, { phase: 0.8, cy: 208 }),
  ]),
  'caprese-salad.webp': plated(palette.salad, '1f345', [
    ...ring('tomato-slice', 5, 88, 72, { phase: 0 }),
    ...ring('mozzarella', 5, 88, 70, { phase: Math.PI / 5 }),
    put('drizzle', 200, 210, 250, { fill: '#3e1a10' }),
    ...ring('basil', 5, 88, 30, { phase: 0.35 }),
    put('1f345', 200, 205, 92),
  ]),
  'greek-salad.webp': plated(palette.salad, '1f957', [
    put('1f957', 200, 205, 215),
    put('feta', 175, 175, 56, { rotate: 10 }),
    put('feta', 228, 168, 50, { rotate: -12 }),
    put('1fad2', 205, 150, 30),
    put('1fad2', 250, 195, 28),
    put('1f952', 300, 290, 62, { rotate: 40 }),
  ]),
  'avocado-bowl.webp': dish(palette.salad, '1f951', [
    put('bowl', 200, 205, 340, { fill: '#e4cc96' }),
    put('grains', 200, 205, 240, { fill: '#e4cc96' }),
    put('1f96c', 140, 250, 100, { rotate: -30 }),
    put('1f360', 260, 250, 90, { rotate: 20 }),
    put('1f951', 200, 160, 120, { rotate: 10 }),
    put('specks', 200, 215, 170, { fill: '#4a3a22' }),
  ]),
  'goat-cheese-salad.webp': plated(palette.salad, '1f350', [
    put('1f96c', 165, 175, 120, { rotate: -20 }),
    put('1f96c', 235, 175, 110, { rotate: 30, flip: true }),
    put('toast', 155, 245, 86, { rotate: -10 }),
    put('goat-cheese', 155, 250, 60),
    put('toast', 245, 245, 86, { rotate: 12 }),
    put('goat-cheese', 245, 250, 60),
    put('1f350', 205, 140, 64, { rotate: 10 }),
    put('drizzle', 200, 245, 180, { fill: '#e8a317' }),
  ]),
  // drinks
  'lemonade.webp': drink('1f34b', [
    ...tumbler(
      '#f6e27a',
      [
        put('straw', 222, 150, 260, { rotate: 12, fill: '#3c9a4a' }),
        put('1f9ca', 185, 150, 56, { rotate: 15, tint: ice }),
        put('1f9ca', 215, 190, 52, { rotate: -10, tint: ice }),
        put('bubbles', 200, 220, 190),
        put('1f33f', 190, 100, 56, { rotate: -10 }),
      ],
      [put('lemon-wheel', 250, 88, 76, { rotate: 20 })],
    ),
    put('1f34b', 330, 345, 70, { rotate: 20 }),
  ]),
  'iced-tea.webp': drink('1f943', [
    put('straw', 225, 165, 250, { rotate: 14, fill: '#3c8f3e' }),
    put('1f943', 200, 230, 220),
    put('lemon-wheel', 262, 150, 66, { rotate: 20 }),
    put('1f351', 330, 345, 70),
  ]),
  'espresso.webp': drink('2615', [put('2615', 200, 280, 180)], 'standing'),
  'tropical-smoothie.webp': drink('1f379', [
    put('1f379', 200, 200, 260),
    put('1f34d', 70, 320, 80, { rotate: -15 }),
    put('1f96d', 335, 345, 66, { rotate: 20 }),
  ]),
  'strawberry-milkshake.webp': drink('1f353', [
    ...tumbler(
      '#f4a6b8',
      [put('straw', 228, 120, 260, { rotate: 14 })],
      [put('cream', 200, 58, 120), put('1f353', 205, 30, 56)],
    ),
    put('1f353', 335, 345, 60, { rotate: 20 }),
  ]),
  'bubble-tea.webp': drink('1f9cb', [put('1f9cb', 200, 195, 260)]),
};

export interface Scene {
  colors: Colors;
  /** Plated dishes across the middle of the picture; drinks (see `drinks`) stand without a plate. */
  dishes: string[];
  /** Small ingredients scattered along the top and bottom edges. */
  scatter: string[];
}

/** Emoji that are drinks in a glass or cup: a scene stands them on the table, never on a plate. */
export const drinks = new Set(['1f377', '1f379', '1f964', '1f9cb', '2615', '1f943', '1f95b', '1f375', '1f37a']);

const scene = (colors: Colors, dishes: string[], scatter: string[]): Scene => ({ colors, dishes, scatter });

/** The wide pictures: home carousel, slides, featured and the banners. */
export const scenes: Record<string, Scene> = {
  'carousel-1': scene(
    palette.pizza,
    ['1f355', '1f377', '1f355'],
    ['1f345', '1f33f', '1f9c4', '1f9c0', '1f345', '1f33f'],
  ),
  'carousel-2': scene(
    palette.salad,
    ['1f957', '1f956', '1f957'],
    ['1f952', '1f345', '1f96c', '1f951', '1f955', '1fad2'],
  ),
  'carousel-3': scene(
    palette.soup,
    ['1f35e', '1f372', '1f35c'],
    ['1f9c5', '1f955', '1f344', '1f33f', '1f9c4', '1f966'],
  ),
  'carousel-4': scene(
    palette.dessert,
    ['1f370', '1f36e', '1f9c1'],
    ['1f353', '1f352', '1f36b', '1fad0', '1f36c', '1f353'],
  ),
  'carousel-5': scene(
    palette.drinks,
    ['1f379', '1f964', '1f9cb'],
    ['1f34b', '1f9ca', '1f34d', '1f353', '1f33f', '1f34a'],
  ),
  'carousel-6': scene(
    palette.dark,
    ['1f377', '1f969', '1f357', '1f377'],
    ['1f56f-fe0f', '1f339', '1f956', '1f9c0', '1f347', '1f56f-fe0f'],
  ),
  featured: scene(palette.popular, ['1f357'], ['1f34b', '1f33f', '1f9c4', '1f954', '1f34b', '1f33f']),
  'chef-service': scene(
    palette.dark,
    ['1f37d-fe0f', '1f377', '1f37d-fe0f'],
    ['1f56f-fe0f', '1f490', '1f956', '1f56f-fe0f', '1f9c0'],
  ),
  'menu-hero': scene(
    palette.dark,
    ['1f957', '1f355', '1f372', '1f370'],
    ['1f33f', '1f345', '1f9c0', '1f353', '1f9c4', '1f34b'],
  ),
  'order-hero': scene(palette.popular, ['1f96a', '1f354', '1f35d'], ['1f35f', '1f964', '1f9c5', '1f345', '1f33f']),
  'dessert-hero': scene(palette.dessert, ['1f382', '1f967', '1f368'], ['1f353', '1f352', '1f36b', '1fad0', '1f36c']),
  'soup-hero': scene(palette.soup, ['1f372', '1f35c', '1f372'], ['1f955', '1f9c5', '1f344', '1f33f', '1f966']),
  'pizza-hero': scene(palette.pizza, ['1f355', '1f355', '1f355'], ['1f345', '1f33f', '1f9c0', '1f344', '1fad2']),
  'salad-hero': scene(palette.salad, ['1f957', '1f951', '1f957'], ['1f952', '1f345', '1f96c', '1f955', '1fad1']),
  'slide-salads': scene(palette.salad, ['1f957', '1f345', '1f96c'], []),
  'slide-pizzas': scene(palette.pizza, ['1f355', '1f9c0', '1f33f'], []),
  'slide-soups': scene(palette.soup, ['1f372', '1f955', '1f9c5'], []),
  'slide-desserts': scene(palette.dessert, ['1f370', '1f353', '1f36b'], []),
  'slide-drinks': scene(palette.drinks, ['1f379', '1f34b', '1f9ca'], []),
};
