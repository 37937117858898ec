import { featurePlugin } from '../../plugins/app/feature-plugin.ts';
import { createStats, type Stats } from './stats.ts';
import { createStatsRepository, type StatsRepository } from './stats-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    statsRepository: StatsRepository;
    /** The sales the orders count (see stats.ts). */
    stats: Stats;
  }
}

/** The dashboards' figures. */
export default featurePlugin('stats', ['database'], async (app) => {
  const repository = createStatsRepository(app.database.db);
  app.decorate('statsRepository', repository);
  app.decorate('stats', createStats(repository));
});
