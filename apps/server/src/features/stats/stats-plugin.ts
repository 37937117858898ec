import { featurePlugin } from '../../plugins/app/feature-plugin.ts';
import { createSalesPerDay, type SalesPerDay } from './sales-per-day.ts';
import { createStats, type Stats } from './stats.ts';
import { createStatsRepository, type StatsRepository } from './stats-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    statsRepository: StatsRepository;
    /** The books kept per restaurant day, read by the sales report and Admin Home (decision 032). */
    salesPerDay: SalesPerDay;
    /** The sales the orders count (see stats.ts). */
    stats: Stats;
  }
}

/** The dashboards' figures, and the books kept as orders are paid, refunded and cancelled. */
export default featurePlugin('stats', ['database'], async (app, { config }) => {
  const books = createSalesPerDay(app.database.db, config.restaurant.timeZone);
  // Once across processes: a database whose books were not kept in this zone's days is recounted.
  const kept = await app.database.withStartupLock((db) => books.keepInZone(db));
  if (kept === 'recounted')
    app.log.info({ timeZone: config.restaurant.timeZone }, 'sales per day recounted from the orders');
  const repository = createStatsRepository(app.database.db);
  app.decorate('statsRepository', repository);
  app.decorate('salesPerDay', books);
  app.decorate('stats', createStats(repository, books));
});
