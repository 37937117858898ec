/** The menu feature's public module: what other features may import from it. */
export { isSoldOut, type MenuRepository, type MenuSnapshot } from './menu-repository.ts';
