import { z } from 'zod';
import { menuCategories } from './shop.ts';

export const menuCategorySchema = z.enum(menuCategories);

export const menuItemIdSchema = z.uuid({ message: 'Menu item id must be a UUID' });

export const menuItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  price: z.number().describe('Price in dollars, e.g. 14.5'),
  recipe: z.string(),
  category: menuCategorySchema,
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const menuListSchema = z.array(menuItemSchema);
