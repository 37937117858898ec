import fp from 'fastify-plugin';
import { createStatsRepository, type StatsRepository } from './stats-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    statsRepository: StatsRepository;
  }
}

/** The dashboards' figures. */
export default fp(
  async (app) => {
    app.decorate('statsRepository', createStatsRepository(app.database.db));
  },
  { name: 'stats', dependencies: ['database'] },
);
