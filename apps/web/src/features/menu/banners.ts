import dessertSmall from '@/assets/banners/dessert-hero-800.webp';
import dessertLarge from '@/assets/banners/dessert-hero-1440.webp';
import menuSmall from '@/assets/banners/menu-hero-800.webp';
import menuLarge from '@/assets/banners/menu-hero-1440.webp';
import pizzaSmall from '@/assets/banners/pizza-hero-800.webp';
import pizzaLarge from '@/assets/banners/pizza-hero-1440.webp';
import saladSmall from '@/assets/banners/salad-hero-800.webp';
import saladLarge from '@/assets/banners/salad-hero-1440.webp';
import soupSmall from '@/assets/banners/soup-hero-800.webp';
import soupLarge from '@/assets/banners/soup-hero-1440.webp';
import type { ImageSet } from '@/components/ui/responsive-image.tsx';

export const menuBanners = {
  menu: { small: menuSmall, large: menuLarge },
} satisfies Record<string, ImageSet>;

/** The seeded sections' own banners on the menu page, by slug (a section's uploaded banner comes first). */
export const sectionBanners: Partial<Record<string, ImageSet>> = {
  desserts: { small: dessertSmall, large: dessertLarge },
  soups: { small: soupSmall, large: soupLarge },
  pizza: { small: pizzaSmall, large: pizzaLarge },
  salads: { small: saladSmall, large: saladLarge },
};
