/** The module that starts the app: main.tsx imports it once the server's page is painted. */
export const startModule = '/src/app/start.tsx';

/**
 * The pages people land on: their path (a prefix when it ends in `/`), the chunk their own code
 * goes into (first-load-chunks.ts), their route module, and the main picture each one needs
 * first, at 800 and 1440 px (route-preloads.ts has the server announce it).
 */
export const landingPages = [
  {
    path: '/',
    chunk: 'home',
    module: '/src/app/routes/home.tsx',
    image: ['src/assets/home/carousel-1-800.webp', 'src/assets/home/carousel-1-1440.webp'],
  },
  {
    path: '/menu',
    chunk: 'menu',
    module: '/src/app/routes/menu.tsx',
    image: ['src/assets/banners/menu-hero-800.webp', 'src/assets/banners/menu-hero-1440.webp'],
  },
  {
    path: '/order/',
    chunk: 'order',
    module: '/src/app/routes/order.tsx',
    image: ['src/assets/banners/order-hero-800.webp', 'src/assets/banners/order-hero-1440.webp'],
  },
] as const;
