import type { MenuRepository } from './menu-repository.ts';

/**
 * The menu as other features use it: the whole menu as it is now (one snapshot, shared), each
 * dish's option groups for pricing a line, and news of choices that go.
 */
export function createMenu(repository: MenuRepository) {
  return {
    snapshot: () => repository.snapshot(),
    dishGroups: repository.options.dishGroups,
    whenChoicesGo: repository.options.whenChoicesGo,
  };
}

export type Menu = ReturnType<typeof createMenu>;
