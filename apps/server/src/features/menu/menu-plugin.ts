import { dayAfter, dayBounds, localDay } from '@bistro/contract/restaurant-clock';
import { type ScheduledJob, scheduleJob } from '../../jobs/scheduled-job.ts';
import { featurePlugin } from '../../plugins/app/feature-plugin.ts';
import { createMenu, type Menu } from './menu.ts';
import { createMenuRepository, MENU_CHANGED_CHANNEL, type MenuRepository } from './menu-repository.ts';
import { seedMenuIfEmpty } from './seed.ts';
import { createStock, type Transaction } from './stock.ts';
import { createStockRepository } from './stock-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    menuRepository: MenuRepository;
    /** The menu as other features use it (see menu.ts). */
    menu: Menu;
  }
}

/**
 * The menu repository, kept fresh across processes, the first-start seed, and the stock counts
 * with their par levels, restored at the start of each restaurant day by a job every process
 * schedules and one runs.
 */
export default featurePlugin('menu', ['database', 'clock', 'restaurant', 'audit', 'brand'], async (app, { config }) => {
  const { timeZone } = config.restaurant;
  const menu = createMenuRepository(app.database, app.clock, timeZone);
  const transaction: Transaction = (work) => app.database.db.transaction(work);
  const stockRepository = createStockRepository(app.database.db);
  const stock = createStock({
    repository: stockRepository,
    audit: app.audit,
    clock: app.clock,
    timeZone,
    transaction,
    announceChange: menu.announceChange,
  });
  app.decorate('menuRepository', menu);
  app.decorate('menu', createMenu(menu, { stock, audit: app.audit, transaction }));
  await app.database.listen(MENU_CHANGED_CHANNEL, () => menu.invalidate());
  const seeded = await app.database.withStartupLock((db) => seedMenuIfEmpty(menu, db));
  if (seeded > 0) app.log.info({ items: seeded }, 'seeded the menu on an empty database');

  let parLevels: ScheduledJob<number> | null = null;
  app.addHook('onReady', async () => {
    parLevels = scheduleJob({
      name: 'stock-par-levels',
      database: app.database,
      clock: app.clock,
      log: app.log,
      dueAt: async () => {
        const today = localDay(app.clock.now(), timeZone);
        return (await stockRepository.parDue(today)) ? app.clock.now() : dayBounds(dayAfter(today), timeZone).start;
      },
      run: stock.restoreParLevels,
    });
  });
  app.addHook('onClose', async () => {
    parLevels?.stop();
  });
});
