import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const menuItems = pgTable(
  'menu_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    recipe: text('recipe').notNull().default(''),
    image: text('image').notNull(),
    category: text('category').notNull(),
    priceCents: integer('price_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('menu_items_category_idx').on(table.category),
    check('menu_items_price_positive', sql`${table.priceCents} > 0`),
    check(
      'menu_items_category_known',
      sql`${table.category} in ('popular', 'dessert', 'soup', 'offered', 'pizza', 'salad', 'drinks')`,
    ),
  ],
);
