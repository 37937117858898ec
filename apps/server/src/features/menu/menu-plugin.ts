import { featurePlugin } from '../../plugins/app/feature-plugin.ts';
import { createMenu, type Menu } from './menu.ts';
import { createMenuRepository, MENU_CHANGED_CHANNEL, type MenuRepository } from './menu-repository.ts';
import { seedMenuIfEmpty } from './seed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    menuRepository: MenuRepository;
    /** The menu as other features use it (see menu.ts). */
    menu: Menu;
  }
}

/** The menu repository, kept fresh across processes, and the first-start seed. */
export default featurePlugin('menu', ['database', 'clock', 'restaurant'], async (app) => {
  const menu = createMenuRepository(app.database, app.clock);
  app.decorate('menuRepository', menu);
  app.decorate('menu', createMenu(menu));
  await app.database.listen(MENU_CHANGED_CHANNEL, () => menu.invalidate());
  const seeded = await app.database.withStartupLock((db) => seedMenuIfEmpty(menu, db));
  if (seeded > 0) app.log.info({ items: seeded }, 'seeded the menu on an empty database');
});
