import { featurePlugin } from '../../plugins/app/feature-plugin.ts';
import { createTables, type Tables } from './tables.ts';
import { createTablesRepository, type TablesRepository } from './tables-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tablesRepository: TablesRepository;
    /** At the table: the tables' codes and cards, their tabs, and the rounds ordered from them. */
    tables: Tables;
  }
}

/** At the table (docs/tables.md): the cards' codes and the tabs of the booking set-up's tables. */
export default featurePlugin(
  'tables',
  ['database', 'clock', 'brand', 'audit', 'bookings', 'orders'],
  async (app, { config }) => {
    const repository = createTablesRepository(app.database.db);
    const tables = createTables({
      repository,
      transaction: (work) => app.database.db.transaction(work),
      bookings: app.bookings,
      rounds: app.orders.rounds,
      audit: app.audit,
      clock: app.clock,
      publicUrl: config.publicUrl,
      restaurantName: () => app.brand.brand().name,
    });
    app.decorate('tablesRepository', repository);
    app.decorate('tables', tables);
    // Seating a party opens its tables: the party orders from the card at once.
    app.bookings.whenSeated(({ tables: names, by }) => tables.openSeated(by, names));
  },
);
