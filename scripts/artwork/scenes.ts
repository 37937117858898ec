// What each picture shows, as Fluent Emoji 3D code points (file names in @lobehub/fluent-emoji-3d/assets).

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

export interface DishArt {
  main: string;
  garnish: string[];
  colors: Colors;
}

const dish = (colors: Colors, main: string, ...garnish: string[]): DishArt => ({ main, garnish, colors });

/** The picture of each seeded dish, by its image file name. */
export const dishArt: Record<string, DishArt> = {
  'roast-chicken.webp': dish(palette.popular, '1f357', '1f34b', '1f9c4', '1f33f'),
  'steak-frites.webp': dish(palette.popular, '1f969', '1f35f', '1f96c'),
  'margherita.webp': dish(palette.popular, '1f355', '1f345', '1f33f'),
  'bistro-burger.webp': dish(palette.popular, '1f354', '1f9c5', '1f9c0'),
  'carbonara.webp': dish(palette.popular, '1f35d', '1f95a', '1f9c0'),
  'scampi-and-chips.webp': dish(palette.popular, '1f364', '1f35f', '1f34b'),
  'strawberry-shortcake.webp': dish(palette.dessert, '1f370', '1f353', '1f353'),
  'creme-caramel.webp': dish(palette.dessert, '1f36e', '1f36f'),
  'chocolate-fondant.webp': dish(palette.dessert, '1f9c1', '1f36b', '1f368'),
  'tarte-tatin.webp': dish(palette.dessert, '1f967', '1f34e', '1f95b'),
  'lemon-posset.webp': dish(palette.dessert, '1f368', '1f34b', '1fad0'),
  'affogato.webp': dish(palette.dessert, '1f366', '2615', '1f330'),
  'french-onion-soup.webp': dish(palette.soup, '1f372', '1f9c5', '1f9c0', '1f956'),
  'tomato-basil-soup.webp': dish(palette.soup, '1f35c', '1f345', '1f33f'),
  'mushroom-veloute.webp': dish(palette.soup, '1f372', '1f344', '1f344'),
  'chicken-noodle-soup.webp': dish(palette.soup, '1f35c', '1f955', '1f357'),
  'minestrone.webp': dish(palette.soup, '1f372', '1f955', '1f966', '1f345'),
  'carrot-soup.webp': dish(palette.soup, '1f35c', '1f955', '1f965'),
  'soup-and-sandwich.webp': dish(palette.offered, '1f96a', '1f372'),
  'pasta-of-the-day.webp': dish(palette.offered, '1f35d', '1f33f', '1f345'),
  'pizza-and-drink.webp': dish(palette.offered, '1f355', '1f964'),
  'tasting-plate.webp': dish(palette.offered, '1f958', '1f9c0', '1fad2', '1f347'),
  'dessert-duo.webp': dish(palette.offered, '1f370', '1f36e'),
  'brunch-plate.webp': dish(palette.offered, '1f373', '1f953', '1f35e'),
  'pepperoni-pizza.webp': dish(palette.pizza, '1f355', '1f336-fe0f', '1f9c4'),
  'quattro-formaggi.webp': dish(palette.pizza, '1f355', '1f9c0', '1f9c0'),
  'funghi-pizza.webp': dish(palette.pizza, '1f355', '1f344', '1f33f'),
  'diavola.webp': dish(palette.pizza, '1f355', '1f336-fe0f', '1f36f'),
  'vegetable-pizza.webp': dish(palette.pizza, '1f355', '1fad1', '1fad2', '1f9c5'),
  'prosciutto-pizza.webp': dish(palette.pizza, '1f355', '1f96c', '1f356'),
  'caesar-salad.webp': dish(palette.salad, '1f957', '1f95a', '1f9c0'),
  'nicoise-salad.webp': dish(palette.salad, '1f957', '1f41f', '1fad2', '1f95a'),
  'caprese-salad.webp': dish(palette.salad, '1f345', '1f9c0', '1f33f'),
  'greek-salad.webp': dish(palette.salad, '1f957', '1f952', '1fad2', '1f345'),
  'avocado-bowl.webp': dish(palette.salad, '1f951', '1f360', '1f96c'),
  'goat-cheese-salad.webp': dish(palette.salad, '1f957', '1f350', '1f330', '1f36f'),
  'lemonade.webp': dish(palette.drinks, '1f379', '1f34b', '1f33f'),
  'iced-tea.webp': dish(palette.drinks, '1f9ca', '1f375', '1f351'),
  'espresso.webp': dish(palette.drinks, '2615', '1f36a'),
  'tropical-smoothie.webp': dish(palette.drinks, '1f379', '1f34d', '1f965'),
  'strawberry-milkshake.webp': dish(palette.drinks, '1f964', '1f353', '1f95b'),
  'bubble-tea.webp': dish(palette.drinks, '1f9cb', '1f375'),
};

export interface Scene {
  colors: Colors;
  /** Plated dishes across the middle of the picture. */
  dishes: string[];
  /** Small ingredients scattered along the top and bottom edges. */
  scatter: string[];
}

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
