/** The stats feature's public module: what other features may import from it. */
export type { Stats } from './stats.ts';
