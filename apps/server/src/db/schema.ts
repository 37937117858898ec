import { roles } from '@bistro/contract/identity';
import { menuCategories } from '@bistro/contract/shop';
import { type SQL, sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** `('a', 'b', …)`: a list of constants written into a check constraint. */
const oneOf = (values: readonly string[]): SQL => sql.raw(`(${values.map((value) => `'${value}'`).join(', ')})`);

export const menuItems = pgTable(
  'menu_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    recipe: text('recipe').notNull().default(''),
    image: text('image').notNull(),
    category: text('category', { enum: menuCategories }).notNull(),
    priceCents: integer('price_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('menu_items_category_idx').on(table.category),
    check('menu_items_price_positive', sql`${table.priceCents} > 0`),
    check('menu_items_category_known', sql`${table.category} in ${oneOf(menuCategories)}`),
  ],
);

/** The restaurant's user records (spec: User): who is a customer and who is an admin. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Always stored lower-case; one record per email. */
    email: text('email').notNull().unique(),
    role: text('role', { enum: roles }).notNull().default('user'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** API tokens carry the version they were issued under; raising it ends them all (password reset). */
    tokenVersion: integer('token_version').notNull().default(0),
  },
  (table) => [check('users_role_known', sql`${table.role} in ${oneOf(roles)}`)],
);

/**
 * Sign-in attempts per account, for the back-off that does not depend on the caller's address:
 * every attempt counts until one succeeds, and past a few each must wait longer than the last.
 */
export const signInAttempts = pgTable('sign_in_attempts', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
});

// The built-in identity service's tables (Better Auth, through its Drizzle adapter).
// Field names are the library's; see docs/identity.md.

export const authUsers = pgTable('auth_user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const authSessions = pgTable(
  'auth_session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
  },
  (table) => [index('auth_session_user_idx').on(table.userId)],
);

export const authAccounts = pgTable(
  'auth_account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auth_account_user_idx').on(table.userId)],
);

export const authVerifications = pgTable(
  'auth_verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auth_verification_identifier_idx').on(table.identifier)],
);

/** A line in a user's cart. Name, picture and price are read from the menu, so they are always current. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    menuItemId: uuid('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('cart_items_user_idx').on(table.userId, table.createdAt)],
);

/** The built-in test payment provider's intents (Stripe's PaymentIntents, on our database). */
export const testPaymentIntents = pgTable('test_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  status: text('status').notNull().default('requires_payment_method'),
  userId: uuid('user_id').notNull(),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A recorded payment (spec: Payment record). Kept for the books when the user or a dish goes. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** The provider's payment intent id: one payment per intent. */
    transactionId: text('transaction_id').notNull().unique(),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    cartIds: uuid('cart_ids').array().notNull(),
    menuIds: uuid('menu_ids').array().notNull(),
    status: text('status').notNull().default('pending'),
  },
  (table) => [index('payments_user_date_idx').on(table.userId, table.date)],
);

/** What a payment bought, one row per dish line, priced as paid: the source of the statistics. */
export const paymentLines = pgTable(
  'payment_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    menuItemId: uuid('menu_item_id').notNull(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (table) => [
    index('payment_lines_payment_idx').on(table.paymentId),
    index('payment_lines_menu_idx').on(table.menuItemId),
  ],
);

/**
 * Sales per dish, kept up to date in the same transaction that records a payment, so the
 * admin dashboard reads a few dozen rows instead of adding up every payment line.
 */
export const salesPerItem = pgTable('sales_per_item', {
  menuItemId: uuid('menu_item_id').primaryKey(),
  name: text('name').notNull(),
  quantity: integer('quantity').notNull().default(0),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull().default(0),
});
