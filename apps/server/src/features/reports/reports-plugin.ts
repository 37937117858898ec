import fp from 'fastify-plugin';
import { createReportsRepository, type ReportsRepository } from './reports-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    reportsRepository: ReportsRepository;
  }
}

/** The books: the sales report and the orders export. */
export default fp(
  async (app) => {
    app.decorate('reportsRepository', createReportsRepository(app.database.db));
  },
  { name: 'reports', dependencies: ['database'] },
);
