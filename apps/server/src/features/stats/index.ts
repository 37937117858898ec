/** The stats feature's public module: what other features may import from it. */
export type { StatsRepository } from './stats-repository.ts';
