import type { StatsRepository } from './stats-repository.ts';

/** The statistics as other features feed them: an order's dishes count as sold once it is paid, and no more once it is cancelled. */
export function createStats(repository: StatsRepository) {
  return {
    addSales: repository.addSales,
    removeSales: repository.removeSales,
  };
}

export type Stats = ReturnType<typeof createStats>;
