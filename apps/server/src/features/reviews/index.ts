/** The reviews feature's public module: the published reviews the pages and structured data show. */
export type { Reviews } from './reviews.ts';
