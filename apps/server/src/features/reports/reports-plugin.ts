import { featurePlugin } from '../../plugins/app/feature-plugin.ts';
import { createReportsRepository, type ReportsRepository } from './reports-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    reportsRepository: ReportsRepository;
  }
}

/** The books: the sales report and the orders export. */
export default featurePlugin('reports', ['database', 'stats'], async (app) => {
  app.decorate('reportsRepository', createReportsRepository(app.database.db));
});
