import { editableMenuCategories, type MenuCategory } from '@bistro/contract/shop';
import { badRequest } from '../../http/problems.ts';

const isEditable = (category: MenuCategory) => (editableMenuCategories as readonly MenuCategory[]).includes(category);

/**
 * A dish moves only into a category administrators can choose; a seeded `popular` or `offered`
 * dish may keep its own (the update form sends it back unchanged), but no dish moves into one.
 */
export function checkCategoryChange(current: MenuCategory, requested: MenuCategory): void {
  if (requested !== current && !isEditable(requested)) {
    throw badRequest(`Category must be one of ${editableMenuCategories.join(', ')}`);
  }
}
