import type { MenuCategory } from '@bistro/contract/shop';

export interface SeedMenuItem {
  name: string;
  recipe: string;
  category: MenuCategory;
  priceCents: number;
  /** File name in apps/server/assets/menu (made by scripts/artwork). */
  image: string;
}

/** The bistro's starting menu, written to an empty database on first start. */
export const seedMenu: readonly SeedMenuItem[] = [
  // popular
  {
    category: 'popular',
    name: 'Roast Chicken',
    priceCents: 1850,
    image: 'roast-chicken.webp',
    recipe: 'Free-range half chicken roasted with lemon, thyme and garlic, crushed new potatoes and pan juices.',
  },
  {
    category: 'popular',
    name: 'Steak Frites',
    priceCents: 2450,
    image: 'steak-frites.webp',
    recipe: 'Grilled bavette with shallot butter, hand-cut fries and a dressed green salad.',
  },
  {
    category: 'popular',
    name: 'Margherita Pizza',
    priceCents: 1295,
    image: 'margherita.webp',
    recipe: 'San Marzano tomato, fior di latte, fresh basil and olive oil on a two-day dough.',
  },
  {
    category: 'popular',
    name: 'Bistro Burger',
    priceCents: 1675,
    image: 'bistro-burger.webp',
    recipe: 'Dry-aged beef, aged cheddar, caramelised onions and pickles in a toasted brioche bun.',
  },
  {
    category: 'popular',
    name: 'Spaghetti Carbonara',
    priceCents: 1550,
    image: 'carbonara.webp',
    recipe: 'Guanciale, egg yolk, pecorino romano and black pepper, no cream.',
  },
  {
    category: 'popular',
    name: 'Scampi and Chips',
    priceCents: 1725,
    image: 'scampi-and-chips.webp',
    recipe: 'Breaded wholetail scampi, thick-cut chips, mushy peas, lemon and tartare sauce.',
  },
  // dessert
  {
    category: 'dessert',
    name: 'Strawberry Shortcake',
    priceCents: 895,
    image: 'strawberry-shortcake.webp',
    recipe: 'Buttermilk biscuit, macerated strawberries and vanilla whipped cream.',
  },
  {
    category: 'dessert',
    name: 'Crème Caramel',
    priceCents: 750,
    image: 'creme-caramel.webp',
    recipe: 'Silky baked vanilla custard under a dark caramel, served chilled.',
  },
  {
    category: 'dessert',
    name: 'Chocolate Fondant',
    priceCents: 950,
    image: 'chocolate-fondant.webp',
    recipe: 'Warm dark chocolate cake with a molten centre and salted caramel ice cream.',
  },
  {
    category: 'dessert',
    name: 'Apple Tarte Tatin',
    priceCents: 875,
    image: 'tarte-tatin.webp',
    recipe: 'Caramelised apples on puff pastry, baked upside down, with crème fraîche.',
  },
  {
    category: 'dessert',
    name: 'Lemon Posset',
    priceCents: 725,
    image: 'lemon-posset.webp',
    recipe: 'Set lemon cream with shortbread crumbs and fresh raspberries.',
  },
  {
    category: 'dessert',
    name: 'Affogato',
    priceCents: 650,
    image: 'affogato.webp',
    recipe: 'Vanilla gelato drowned in a shot of hot espresso, with an almond biscotti.',
  },
  // soup
  {
    category: 'soup',
    name: 'French Onion Soup',
    priceCents: 925,
    image: 'french-onion-soup.webp',
    recipe: 'Slow-caramelised onions in beef broth under a gratinéed Gruyère crouton.',
  },
  {
    category: 'soup',
    name: 'Tomato Basil Soup',
    priceCents: 795,
    image: 'tomato-basil-soup.webp',
    recipe: 'Roasted vine tomatoes, garlic and basil, finished with olive oil and sourdough.',
  },
  {
    category: 'soup',
    name: 'Wild Mushroom Velouté',
    priceCents: 875,
    image: 'mushroom-veloute.webp',
    recipe: 'Porcini and chestnut mushrooms blended with cream and a drizzle of truffle oil.',
  },
  {
    category: 'soup',
    name: 'Chicken Noodle Soup',
    priceCents: 850,
    image: 'chicken-noodle-soup.webp',
    recipe: 'Clear chicken broth, egg noodles, carrots, celery and fresh dill.',
  },
  {
    category: 'soup',
    name: 'Minestrone',
    priceCents: 825,
    image: 'minestrone.webp',
    recipe: 'Seasonal vegetables, borlotti beans and ditalini pasta in a light tomato broth.',
  },
  {
    category: 'soup',
    name: 'Spiced Carrot Soup',
    priceCents: 775,
    image: 'carrot-soup.webp',
    recipe: 'Carrot, ginger and cumin soup with coconut cream and toasted seeds.',
  },
  // offered
  {
    category: 'offered',
    name: 'Lunch Set: Soup and Sandwich',
    priceCents: 1150,
    image: 'soup-and-sandwich.webp',
    recipe: 'Soup of the day with half a croque monsieur; weekdays until 3pm.',
  },
  {
    category: 'offered',
    name: 'Pasta of the Day',
    priceCents: 1095,
    image: 'pasta-of-the-day.webp',
    recipe: 'Ask your server: fresh pasta with a sauce from today’s market.',
  },
  {
    category: 'offered',
    name: 'Pizza and a Drink',
    priceCents: 1399,
    image: 'pizza-and-drink.webp',
    recipe: 'Any classic pizza with a house lemonade or soft drink.',
  },
  {
    category: 'offered',
    name: 'Chef’s Tasting Plate',
    priceCents: 1990,
    image: 'tasting-plate.webp',
    recipe: 'Three small plates picked by the chef, changing every day.',
  },
  {
    category: 'offered',
    name: 'Dessert Duo',
    priceCents: 999,
    image: 'dessert-duo.webp',
    recipe: 'Two half-portions of any desserts on the menu, to share or not.',
  },
  {
    category: 'offered',
    name: 'Brunch Plate',
    priceCents: 1450,
    image: 'brunch-plate.webp',
    recipe: 'Eggs your way, smoked bacon, roast tomato and toasted sourdough; weekends.',
  },
  // pizza
  {
    category: 'pizza',
    name: 'Pepperoni Pizza',
    priceCents: 1450,
    image: 'pepperoni-pizza.webp',
    recipe: 'Tomato, mozzarella and spicy pepperoni that crisps at the edges.',
  },
  {
    category: 'pizza',
    name: 'Quattro Formaggi',
    priceCents: 1525,
    image: 'quattro-formaggi.webp',
    recipe: 'Mozzarella, gorgonzola, fontina and parmesan on a white base.',
  },
  {
    category: 'pizza',
    name: 'Funghi Pizza',
    priceCents: 1395,
    image: 'funghi-pizza.webp',
    recipe: 'Roasted mushrooms, garlic, thyme and mozzarella, finished with parsley.',
  },
  {
    category: 'pizza',
    name: 'Diavola',
    priceCents: 1495,
    image: 'diavola.webp',
    recipe: 'Tomato, mozzarella, hot salami, chilli and a drizzle of hot honey.',
  },
  {
    category: 'pizza',
    name: 'Garden Vegetable Pizza',
    priceCents: 1375,
    image: 'vegetable-pizza.webp',
    recipe: 'Peppers, courgette, red onion, olives and tomato on a basil pesto base.',
  },
  {
    category: 'pizza',
    name: 'Prosciutto and Rocket',
    priceCents: 1650,
    image: 'prosciutto-pizza.webp',
    recipe: 'Mozzarella and tomato topped after baking with prosciutto, rocket and parmesan.',
  },
  // salad
  {
    category: 'salad',
    name: 'Caesar Salad',
    priceCents: 1150,
    image: 'caesar-salad.webp',
    recipe: 'Romaine, anchovy dressing, parmesan, garlic croutons and a soft-boiled egg.',
  },
  {
    category: 'salad',
    name: 'Niçoise Salad',
    priceCents: 1395,
    image: 'nicoise-salad.webp',
    recipe: 'Seared tuna, green beans, potatoes, olives, egg and tomatoes with a Dijon vinaigrette.',
  },
  {
    category: 'salad',
    name: 'Caprese Salad',
    priceCents: 1050,
    image: 'caprese-salad.webp',
    recipe: 'Heirloom tomatoes, buffalo mozzarella, basil and aged balsamic.',
  },
  {
    category: 'salad',
    name: 'Greek Salad',
    priceCents: 1095,
    image: 'greek-salad.webp',
    recipe: 'Cucumber, tomato, red onion, kalamata olives, feta and oregano.',
  },
  {
    category: 'salad',
    name: 'Avocado Quinoa Bowl',
    priceCents: 1275,
    image: 'avocado-bowl.webp',
    recipe: 'Quinoa, avocado, roasted sweet potato, kale, seeds and a lime-tahini dressing.',
  },
  {
    category: 'salad',
    name: 'Warm Goat Cheese Salad',
    priceCents: 1225,
    image: 'goat-cheese-salad.webp',
    recipe: 'Grilled goat cheese on toast, mixed leaves, walnuts, pear and honey.',
  },
  // drinks
  {
    category: 'drinks',
    name: 'House Lemonade',
    priceCents: 450,
    image: 'lemonade.webp',
    recipe: 'Freshly squeezed lemons, cane sugar and sparkling water, with mint.',
  },
  {
    category: 'drinks',
    name: 'Iced Tea',
    priceCents: 395,
    image: 'iced-tea.webp',
    recipe: 'Black tea brewed in house, peach syrup and lemon over ice.',
  },
  {
    category: 'drinks',
    name: 'Espresso',
    priceCents: 325,
    image: 'espresso.webp',
    recipe: 'A double shot of our house blend, roasted in town.',
  },
  {
    category: 'drinks',
    name: 'Tropical Smoothie',
    priceCents: 625,
    image: 'tropical-smoothie.webp',
    recipe: 'Mango, pineapple, banana and coconut milk, blended to order.',
  },
  {
    category: 'drinks',
    name: 'Strawberry Milkshake',
    priceCents: 595,
    image: 'strawberry-milkshake.webp',
    recipe: 'Vanilla ice cream, fresh strawberries and whole milk, topped with cream.',
  },
  {
    category: 'drinks',
    name: 'Bubble Tea',
    priceCents: 575,
    image: 'bubble-tea.webp',
    recipe: 'Jasmine milk tea with brown sugar tapioca pearls.',
  },
];
