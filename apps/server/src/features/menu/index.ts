/** The menu feature's public module: what other features may import from it. */
export type { Menu } from './menu.ts';
export { type MenuSnapshot, menuInLanguage } from './menu-repository.ts';
export { choicesOfLine, type DishGroup, type ResolvedChoices, resolveChoices } from './option-choices.ts';
export { checkServedAt } from './section-hours.ts';
export { isSoldOut } from './sold-out.ts';
