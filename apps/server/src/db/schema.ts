import type { BillSettings } from '@bistro/contract/bill-settings';
import { type BookingSetup, type BookingStatus, bookingStatuses } from '@bistro/contract/bookings';
import type { BrandUpdate, HomePage } from '@bistro/contract/brand';
import type { DeliverySetup, DeliveryZone } from '@bistro/contract/delivery';
import type { AllergenCode, DietCode } from '@bistro/contract/dietary';
import { type DeliveryAddress, fulfilmentTypes } from '@bistro/contract/fulfilment';
import { roles } from '@bistro/contract/identity';
import { LANGUAGES, type OfferedLanguages } from '@bistro/contract/languages';
import type { DishTranslations } from '@bistro/contract/menu';
import type { OptionTranslations } from '@bistro/contract/options';
import {
  cancellationReasons,
  type OrderAcceptance,
  orderChannels,
  orderStatuses,
  paymentMethods,
  type ReceiptIssuer,
} from '@bistro/contract/orders';
import { type PromoCodeUseState, promoCodeUseStates } from '@bistro/contract/promo-codes';
import type { ScheduleException, WeeklySchedule } from '@bistro/contract/restaurant';
import { type Collection, collections } from '@bistro/contract/shop';
import { stockHoldStates } from '@bistro/contract/stock';
import {
  type TabPaymentStatus,
  type TabSplitKind,
  type TabStatus,
  tabPaymentStatuses,
  tabSplitKinds,
  tabStatuses,
} from '@bistro/contract/tables';
import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * A dish's or a choice's stock count (docs/counter.md): how many are left to sell (null: not
 * counted), set by staff or to its par level at the start of each restaurant day; an order's hold
 * takes from it, a release gives back.
 */
const stockColumns = () => ({
  stock: integer('stock'),
  /** What the count goes back to at the start of each restaurant day (null: it stays as it is). */
  parLevel: integer('par_level'),
  /** When the count was last set: holds taken before it give nothing back when released (the new count replaced them). */
  stockSetAt: timestamp('stock_set_at', { withTimezone: true }),
  /** The restaurant day the par level was last restored on. */
  parRestoredOn: date('par_restored_on', { mode: 'string' }),
});

/** `('a', 'b', …)`: a list of constants written into a check constraint. */
const oneOf = (values: readonly string[]): SQL => sql.raw(`(${values.map((value) => `'${value}'`).join(', ')})`);

export const menuItems = pgTable(
  'menu_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    recipe: text('recipe').notNull().default(''),
    image: text('image').notNull(),
    /** The picks it is in besides its sections (the contract's collections: popular, offered). */
    collections: text('collections').array().$type<Collection[]>().notNull().default(sql`'{}'::text[]`),
    /** Its tax category (the bill settings' rates); null: the standard rate. */
    taxCategory: text('tax_category'),
    priceCents: integer('price_cents').notNull(),
    /** When the kitchen marked it sold out ("86"); null: it is available. */
    soldOutAt: timestamp('sold_out_at', { withTimezone: true }),
    /** When it comes back by itself (the end of the restaurant's day); null: until further notice. */
    soldOutUntil: timestamp('sold_out_until', { withTimezone: true }),
    /** The EU allergens it contains, as the contract's codes (checked there). */
    allergens: text('allergens').array().$type<AllergenCode[]>().notNull().default(sql`'{}'::text[]`),
    /** Its dietary labels, as the contract's codes. */
    diets: text('diets').array().$type<DietCode[]>().notNull().default(sql`'{}'::text[]`),
    /** Its name and recipe in the languages other than the default (whose are `name` and `recipe`), as the owner gave them. */
    translations: jsonb('translations').$type<DishTranslations>().notNull().default({}),
    ...stockColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('menu_items_price_positive', sql`${table.priceCents} > 0`),
    check('menu_items_stock_not_negative', sql`${table.stock} >= 0 and ${table.parLevel} >= 0`),
    check(
      'menu_items_collections_known',
      sql`${table.collections} <@ array${sql.raw(`[${collections.map((name) => `'${name}'`).join(', ')}]`)}::text[]`,
    ),
  ],
);

/**
 * A section of the menu the owner defines (a shop tab, a part of the menu page), in the owner's
 * order; the spec's five are made by the migration that brought sections (0026).
 */
export const menuSections = pgTable(
  'menu_sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Its address, `/order/<SLUG in capitals>`, and its dishes' `category` for older clients. */
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    /** No tab or heading of its own; its dishes still show in their collections. */
    hidden: boolean('hidden').notNull().default(false),
    /** When its dishes are served (a week, as the opening hours are kept); null: whenever the restaurant is open. */
    hours: jsonb('hours').$type<WeeklySchedule>(),
    description: text('description'),
    /** Its picture's address; null: the seeded one for a seeded section. */
    banner: text('banner'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('menu_sections_slug_shape', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)],
);

/** The sections a dish is in, in the dish's order: the first is its own (its `category`). */
export const menuItemSections = pgTable(
  'menu_item_sections',
  {
    menuItemId: uuid('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => menuSections.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.menuItemId, table.sectionId] }),
    index('menu_item_sections_section_idx').on(table.sectionId),
  ],
);

/**
 * A set of choices that go with a dish ("Size", "Extra toppings"), shared by every dish it is on:
 * between `min` and `max` of its choices with each one ordered (min 0: optional).
 */
export const optionGroups = pgTable(
  'option_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    min: integer('min').notNull().default(0),
    max: integer('max').notNull().default(1),
    /** Its name in other languages than the default (`{ fr: { name } }`). */
    translations: jsonb('translations').$type<OptionTranslations>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('option_groups_min_max', sql`${table.min} >= 0 and ${table.max} >= 1 and ${table.min} <= ${table.max}`),
  ],
);

/** A choice of a group, with what it adds to the dish's price; it can be sold out like a dish. */
export const optionChoices = pgTable(
  'option_choices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => optionGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Its name in other languages than the default (`{ fr: { name } }`). */
    translations: jsonb('translations').$type<OptionTranslations>().notNull().default({}),
    priceCents: integer('price_cents').notNull().default(0),
    /** Chosen to start with, and for a client that sends no choices. */
    isDefault: boolean('is_default').notNull().default(false),
    position: integer('position').notNull(),
    soldOutAt: timestamp('sold_out_at', { withTimezone: true }),
    soldOutUntil: timestamp('sold_out_until', { withTimezone: true }),
    ...stockColumns(),
  },
  (table) => [
    index('option_choices_group_idx').on(table.groupId, table.position),
    check('option_choices_price_not_negative', sql`${table.priceCents} >= 0`),
    check('option_choices_stock_not_negative', sql`${table.stock} >= 0 and ${table.parLevel} >= 0`),
  ],
);

/** Which groups a dish offers, in the order the shop shows them. */
export const menuItemOptionGroups = pgTable(
  'menu_item_option_groups',
  {
    menuItemId: uuid('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => optionGroups.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.menuItemId, table.groupId] }),
    index('menu_item_option_groups_group_idx').on(table.groupId),
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
    /** Where the restaurant may call about an order (optional; checkout starts with it). */
    phone: text('phone'),
    /** The language the account chose to read the site in (null: none, the browser's is used). */
    language: text('language', { enum: LANGUAGES }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** API tokens carry the version they were issued under; raising it ends them all (password reset). */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * Whether the identity service has proven that this account owns its address (a sign-in with
     * the address confirmed). A promotion by `npm run admin` waits for it, as ADMIN_EMAILS does.
     */
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
  },
  (table) => [check('users_role_known', sql`${table.role} in ${oneOf(roles)}`)],
);

/**
 * What one of the restaurant's people (staff, administrators) chose to be told of each new paid
 * order and booking request: a mail to their address, a text message to their profile's phone.
 * No row: neither. Goes with the account.
 */
export const staffNotices = pgTable('staff_notices', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  byMail: boolean('by_mail').notNull().default(false),
  bySms: boolean('by_sms').notNull().default(false),
});

/**
 * Administrators promoted by `npm run admin -- promote` before their address had an account:
 * the role is given when an account signs in with that address confirmed, as ADMIN_EMAILS does.
 */
export const adminGrants = pgTable('admin_grants', {
  /** Lower case, as users' emails. */
  email: text('email').primaryKey(),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
});

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

/**
 * A dish in a user's cart, with its choices and how many. Name, picture and prices are read from
 * the menu, so they are always current; one line per dish and set of choices (adding the same
 * again raises the quantity).
 */
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
    quantity: integer('quantity').notNull().default(1),
    /** The chosen option choices, sorted, so that one set of choices has one spelling. */
    choiceIds: uuid('choice_ids').array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('cart_items_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('cart_items_user_dish_choices_idx').on(table.userId, table.menuItemId, table.choiceIds),
    check('cart_items_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/**
 * The built-in test payment provider's intents (Stripe's PaymentIntents, on our database): one
 * per order (the order's id is the idempotency key), refunded when the order is cancelled.
 */
export const testPaymentIntents = pgTable('test_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  status: text('status').notNull().default('requires_payment_method'),
  /** Who may confirm it; null for a guest's order (its client secret is the proof). */
  userId: uuid('user_id'),
  /** The order it was created for (its metadata, as with Stripe); null for intents made before orders. */
  orderId: uuid('order_id').unique(),
  lastError: text('last_error'),
  /** When it was refunded in full (null: it was not, or only in part). */
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  /** How much of its charge was given back, in part or in full. */
  refundedCents: integer('refunded_cents').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The test provider's partial refunds, one per idempotency key (as Stripe's keys make them). */
export const testPaymentRefunds = pgTable('test_payment_refunds', {
  id: text('id').primaryKey(),
  intentId: text('intent_id')
    .notNull()
    .references(() => testPaymentIntents.id),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An order: the cart as it was when the diner chose to pay (lines priced as charged), then the
 * kitchen's progress. It exists before the card is charged, so no charge is ever without one.
 */
/** Where and when a delivery order goes, as the diner asked and the zone answered. */
export interface OrderDelivery {
  address: DeliveryAddress;
  instructions: string | null;
  zone: string;
  /** The estimated arrival (ISO). */
  arrivalAt: string;
}

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A short number to call out at the counter. */
    number: integer('number').notNull().unique().generatedAlwaysAsIdentity({ startWith: 1001 }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    customerName: text('customer_name').notNull(),
    /** Where the restaurant calls the diner about this order (null for orders made before phones were asked). */
    phone: text('phone'),
    status: text('status', { enum: orderStatuses }).notNull().default('awaiting_payment'),
    /**
     * The bill (contract bill.ts), in minor units of `currency`: the lines' subtotal, the code's
     * discount, the tax (contained in the lines when `taxIncluded`, else added), the tip, and the
     * total charged = subtotal − discount (+ tax when not included) + tip.
     */
    currency: text('currency').notNull().default('USD'),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    taxIncluded: boolean('tax_included').notNull().default(false),
    tipCents: integer('tip_cents').notNull().default(0),
    /** A delivery's fee, a row of the bill of its own, and the tax in it (part of `taxCents`). */
    deliveryFeeCents: integer('delivery_fee_cents').notNull().default(0),
    deliveryFeeTaxCents: integer('delivery_fee_tax_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    /** The promo code the discount is for, as the diner typed it (null: none). */
    promoCode: text('promo_code'),
    /** What the cart held when the order was made: an unchanged cart reuses the unpaid order. */
    cartFingerprint: text('cart_fingerprint').notNull(),
    /**
     * A guest's order: a hash of the checkout token its browser keeps (an HttpOnly cookie), so
     * that only that browser finds it again unpaid; and the client address it was placed from,
     * by which unpaid guest orders are counted. Null for an account's order, and once erased.
     */
    guestBrowser: text('guest_browser'),
    placedFrom: text('placed_from'),
    /** The provider's payment intent for exactly this total. */
    intentId: text('intent_id').unique(),
    clientSecret: text('client_secret'),
    /** When the diner picks it up (null for orders made before pickup times existed). */
    pickupAt: timestamp('pickup_at', { withTimezone: true }),
    /** Where it was taken: online, by staff at the counter or on the phone, or from a table's card. */
    channel: text('channel', { enum: orderChannels }).notNull().default('online'),
    /** Picked up (then `pickupAt` is when), or delivered (then `pickupAt` is when it leaves the kitchen). */
    fulfilment: text('fulfilment', { enum: fulfilmentTypes }).notNull().default('pickup'),
    /** A delivery's address, note for the driver, zone and estimated arrival; null for pickup. */
    delivery: jsonb('delivery').$type<OrderDelivery>(),
    /** A delivery: the driver who took it out (their account, and their name then); null until one did. */
    driverId: uuid('driver_id').references(() => users.id, { onDelete: 'set null' }),
    driverName: text('driver_name'),
    /** A round ordered at a table: the tab it is on and the table's name then; null for any other order. */
    tabId: uuid('tab_id').references(() => tableTabs.id),
    tableName: text('table_name'),
    /**
     * Dishes added to a paid order (docs/counter.md): the order they were added to; this order
     * holds them and their own payment. Null for any other order. No foreign key: a backup loads
     * the orders a thousand at a time in their ids' order, an addition perhaps before its order.
     */
    addedToOrderId: uuid('added_to_order_id'),
    /**
     * A rule of the hours or pickup times staff took the order despite (its words then), and
     * their reason; both null when none was overridden.
     */
    overrideRule: text('override_rule'),
    overrideReason: text('override_reason'),
    /** The diner's note for the kitchen (allergies, "no onions"). */
    note: text('note'),
    /** The language of the page it was placed from: its mails are written in it (docs/languages.md). */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** How it was paid (null while unpaid): by card online, in cash, or on the restaurant's own terminal. */
    paymentMethod: text('payment_method', { enum: paymentMethods }),
    /** Cash: what the diner handed over, in minor units (the change is this less the total). */
    tenderedCents: integer('tendered_cents'),
    /**
     * For the kitchen, when the payment went through after a rule changed that it was started
     * under (a dish sold out, ordering paused, the pickup time closed): what changed. The kitchen
     * makes the order or cancels it, which refunds it.
     */
    paidDespite: text('paid_despite'),
    /** Who issued its receipt, as the restaurant stood when it was paid (null before it is paid). */
    issuer: jsonb('issuer').$type<ReceiptIssuer>(),
    /** When the refund of the whole of a cancelled order (what was left of it) went through. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundId: text('refund_id'),
    /**
     * What its partial refunds gave back (order_refunds), in all and of which its tax, the code's
     * discount no longer given on the refunded lines, and its tip: the books count net of them.
     */
    refundedCents: integer('refunded_cents').notNull().default(0),
    refundedTaxCents: integer('refunded_tax_cents').notNull().default(0),
    refundedDiscountCents: integer('refunded_discount_cents').notNull().default(0),
    refundedTipCents: integer('refunded_tip_cents').notNull().default(0),
    /** Of it, the delivery fee given back (with its tax), at most once. */
    refundedDeliveryFeeCents: integer('refunded_delivery_fee_cents').notNull().default(0),
    /** Why the kitchen cancelled it (null unless cancelled, and for orders cancelled before reasons). */
    cancelReason: text('cancel_reason', { enum: cancellationReasons }),
    /** The kitchen's words for the diner with the cancellation (required with `other`). */
    cancelNote: text('cancel_note'),
    /**
     * Where the owner wants each order accepted: until when a cook may accept it (set as it is
     * paid); a `pending` order with one waits for its Accept, and is cancelled and refunded at
     * this moment without it. Null: accepted at once.
     */
    acceptBy: timestamp('accept_by', { withTimezone: true }),
  },
  (table) => [
    check('orders_status_known', sql`${table.status} in ${oneOf(orderStatuses)}`),
    check(
      'orders_cancel_reason_known',
      sql`${table.cancelReason} is null or (${table.cancelReason} in ${oneOf(cancellationReasons)} and ${table.status} = 'cancelled')`,
    ),
    check('orders_total_positive', sql`${table.totalCents} > 0`),
    check('orders_channel_known', sql`${table.channel} in ${oneOf(orderChannels)}`),
    check('orders_fulfilment_known', sql`${table.fulfilment} in ${oneOf(fulfilmentTypes)}`),
    check('orders_driver_delivers', sql`${table.driverName} is null or ${table.fulfilment} = 'delivery'`),
    check(
      'orders_delivery_fee_within',
      sql`${table.deliveryFeeTaxCents} between 0 and ${table.taxCents} and ${table.refundedDeliveryFeeCents} between 0 and ${table.deliveryFeeCents}`,
    ),
    check(
      'orders_payment_method_known',
      sql`${table.paymentMethod} is null or ${table.paymentMethod} in ${oneOf(paymentMethods)}`,
    ),
    check('orders_paid_in_full', sql`${table.tenderedCents} is null or ${table.tenderedCents} >= ${table.totalCents}`),
    // Never more is given back than was paid, whatever two refunds racing would do.
    check(
      'orders_refunded_within_total',
      sql`${table.refundedCents} between 0 and ${table.totalCents} and ${table.refundedTipCents} between 0 and ${table.tipCents}`,
    ),
    check(
      'orders_bill_adds_up',
      sql`${table.totalCents} = ${table.subtotalCents} - ${table.discountCents} + ${table.deliveryFeeCents} + case when ${table.taxIncluded} then 0 else ${table.taxCents} end + ${table.tipCents}`,
    ),
    index('orders_status_paid_idx').on(table.status, table.paidAt),
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    index('orders_paid_idx').on(table.paidAt),
    index('orders_pickup_idx').on(table.pickupAt),
    index('orders_tab_idx').on(table.tabId),
    index('orders_added_to_idx').on(table.addedToOrderId),
    check('orders_round_at_a_table', sql`(${table.channel} = 'table') = (${table.tabId} is not null)`),
    // One unpaid order per diner at a time: pressing Pay again reuses or replaces it.
    uniqueIndex('orders_one_unpaid_per_user_idx').on(table.userId).where(sql`${table.status} = 'awaiting_payment'`),
  ],
);

/** A choice as an order line keeps it. */
export interface OrderedChoice {
  id: string;
  group: string;
  name: string;
  priceCents: number;
}

/** What an order holds, priced as charged; the dish may since have changed or gone. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    menuItemId: uuid('menu_item_id').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    /** The price of one as charged: the dish's with what its choices added. */
    unitPriceCents: integer('unit_price_cents').notNull(),
    /** The choices as they were ordered: names and prices then, so a later rename changes no history. */
    choices: jsonb('choices').$type<OrderedChoice[]>().notNull().default([]),
    /**
     * The line's share of the bill's discount and its tax (contract bill.ts `Bill.lines`), as
     * charged; null for lines made before they were kept (a refund shares the order's then).
     */
    discountCents: integer('discount_cents'),
    taxCents: integer('tax_cents'),
    /** How many of the line were refunded (order_refunds). */
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
  },
  (table) => [
    index('order_lines_order_idx').on(table.orderId),
    index('order_lines_menu_idx').on(table.menuItemId),
    check('order_lines_refunded_within_quantity', sql`${table.refundedQuantity} between 0 and ${table.quantity}`),
  ],
);

/** A dish and how many of it: a line as a change of an order names it. */
export interface ChangedLine {
  name: string;
  quantity: number;
}

/**
 * A change of an order due at pickup (docs/counter.md): dishes staff added to it, or took off it
 * with the reason, and when; its receipt lists them. A paid order's lines taken off are refunds
 * (order_refunds).
 */
export const orderChanges = pgTable(
  'order_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    added: jsonb('added').$type<ChangedLine[]>().notNull().default([]),
    removed: jsonb('removed').$type<ChangedLine[]>().notNull().default([]),
    reason: text('reason'),
    byName: text('by_name'),
  },
  (table) => [index('order_changes_order_idx').on(table.orderId)],
);

/** A line of a partial refund: how many of an order line, and what they came to. */
export interface RefundedLine {
  lineId: string;
  quantity: number;
  amountCents: number;
}

/**
 * A partial refund of a paid order (docs/counter.md): chosen lines or an amount, with its reason,
 * given back through the provider that took the payment. Its parts (tax, discount, tip) are what
 * the books take off the order's.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    taxCents: integer('tax_cents').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    tipCents: integer('tip_cents').notNull().default(0),
    /** Of the amount, a delivery order's fee given back (with its tax). */
    deliveryFeeCents: integer('delivery_fee_cents').notNull().default(0),
    /** The lines refunded (none: an amount). */
    lines: jsonb('lines').$type<RefundedLine[]>().notNull().default([]),
    reason: text('reason').notNull(),
    /** Whether the refunded dishes went back on sale (their stock counts). */
    restock: boolean('restock').notNull().default(false),
    /**
     * The provider's id of the refund; null when the money was given back at the counter, or for a
     * tab's round, whose pieces keep theirs (`tab_payment_refunds`).
     */
    providerRefundId: text('provider_refund_id'),
    /** When the money went back (the provider confirmed it); null while it is being retried. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    byUserId: uuid('by_user_id'),
    byName: text('by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('order_refunds_order_idx').on(table.orderId),
    check('order_refunds_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

/** Every change of an order's status, with who made it and when: the order's history. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: orderStatuses }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Who made the change (staff or admin), or null when the system did (payment confirmed). */
    byUserId: uuid('by_user_id'),
    byName: text('by_name'),
  },
  (table) => [index('order_events_order_idx').on(table.orderId)],
);

/**
 * The restaurant's own rules, one row: its opening hours (a week and dated exceptions, on the
 * restaurant's clock), pickup times, and whether online ordering is paused.
 */
export const restaurantSettings = pgTable(
  'restaurant_settings',
  {
    id: integer('id').primaryKey().default(1),
    weekly: jsonb('weekly').$type<WeeklySchedule>().notNull(),
    exceptions: jsonb('exceptions').$type<ScheduleException[]>().notNull().default([]),
    preparationMinutes: integer('preparation_minutes').notNull().default(20),
    slotMinutes: integer('slot_minutes').notNull().default(15),
    daysAhead: integer('days_ahead').notNull().default(2),
    lastOrderMinutes: integer('last_order_minutes').notNull().default(30),
    maxOrdersPerSlot: integer('max_orders_per_slot').notNull().default(0),
    /** When the kitchen paused online ordering; null: it is not paused. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /** When the pause ends by itself; null: until someone resumes it. */
    pausedUntil: timestamp('paused_until', { withTimezone: true }),
    pauseMessage: text('pause_message'),
    /** Whether diners may order without an account; null: as GUEST_CHECKOUT says. */
    guestCheckout: boolean('guest_checkout'),
    /** How the bill is made (tax, tips); null: as TAX_PRICES, TAX_RATE, TAX_RATES, TAX_ROUNDING and TIP_PRESETS say. */
    bill: jsonb('bill').$type<BillSettings>(),
    /** The shop says "Only 3 left" of a counted dish with this many left or fewer (0: never). */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    /** How paid orders reach the kitchen (accepted at once, or by a cook within some minutes); null: at once. */
    orderAcceptance: jsonb('order_acceptance').$type<OrderAcceptance>(),
    /** Whether a round sent from the card of a table not open opens it, the kitchen confirming that round (docs/tables.md). */
    firstRoundOpens: boolean('first_round_opens').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('restaurant_settings_one_row', sql`${table.id} = 1`)],
);

/**
 * The restaurant's own name, look and home page, one row (docs/branding.md): as its owner set
 * them; null, or a field left out: as the configuration and the spec's restaurant say.
 */
export const restaurantBrand = pgTable(
  'restaurant_brand',
  {
    id: integer('id').primaryKey().default(1),
    brand: jsonb('brand').$type<BrandUpdate>(),
    home: jsonb('home').$type<HomePage>(),
    /** The languages the site is offered in, its default first (null: RESTAURANT_LANGUAGES's). */
    languages: jsonb('languages').$type<OfferedLanguages>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('restaurant_brand_one_row', sql`${table.id} = 1`)],
);

/** A recorded payment (spec: Payment record), one per paid order. Kept for the books when the user or a dish goes. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** The provider's payment intent id: one payment per intent. */
    transactionId: text('transaction_id').notNull().unique(),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    cartIds: uuid('cart_ids').array().notNull(),
    menuIds: uuid('menu_ids').array().notNull(),
  },
  (table) => [index('payments_user_date_idx').on(table.userId, table.date)],
);

/**
 * Sales per dish, kept up to date in the transactions that mark an order paid (added) and
 * cancel it (taken off again), so the admin dashboard reads a few dozen rows instead of adding
 * up every order line.
 */
export const salesPerItem = pgTable('sales_per_item', {
  menuItemId: uuid('menu_item_id').primaryKey(),
  name: text('name').notNull(),
  quantity: integer('quantity').notNull().default(0),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull().default(0),
});

/**
 * What each account bought per dish (as named when paid), kept up to date with `sales_per_item`
 * by the transactions that pay, refund and cancel its orders and that join a guest's orders to it
 * (decision 032), so a diner's figures read a row per dish.
 */
export const salesPerDiner = pgTable(
  'sales_per_diner',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    menuItemId: uuid('menu_item_id').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull().default(0),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.menuItemId, table.name] })],
);

/**
 * The books kept as they happen (decision 032): per restaurant day an order or a tab payment was
 * paid (in the zone of `sales_per_day_zone`), per source, channel and fulfilment, what its paid
 * orders add up to (contract reports.ts PaidOrdersSums), changed in the transactions that pay,
 * refund and cancel them, so the sales report and Admin Home read a row per day and kind instead
 * of adding up every order. `cancelled` counts the paid orders cancelled since (Admin Home's orders
 * leave them out). Recounted from the orders at start-up when the zone is not the one they were
 * kept in.
 */
export const salesPerDay = pgTable(
  'sales_per_day',
  {
    day: date('day', { mode: 'string' }).notNull(),
    /** `order` (a paid order) or `tab` (a payment of a table's tab, always `table` and `pickup`). */
    source: text('source', { enum: ['order', 'tab'] }).notNull(),
    channel: text('channel', { enum: orderChannels }).notNull(),
    fulfilment: text('fulfilment', { enum: fulfilmentTypes }).notNull(),
    orders: integer('orders').notNull().default(0),
    cancelled: integer('cancelled').notNull().default(0),
    chargedCents: bigint('charged_cents', { mode: 'number' }).notNull().default(0),
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull().default(0),
    tipCents: bigint('tip_cents', { mode: 'number' }).notNull().default(0),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    deliveryFeeCents: bigint('delivery_fee_cents', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.source, table.channel, table.fulfilment] })],
);

/** The time zone whose days `sales_per_day` is kept in: one row, none before the first count. */
export const salesPerDayZone = pgTable('sales_per_day_zone', {
  timeZone: text('time_zone').primaryKey(),
});

/**
 * A promo code (docs/promo-codes.md): a percentage or an amount off the lines' subtotal, with
 * the rules it is given with. Codes are kept in capitals, so one is unique whatever its case.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    /** Percent off, up to two decimals; null for an amount off. */
    percentOff: numeric('percent_off', { precision: 5, scale: 2, mode: 'number' }),
    /** Amount off in the currency's minor unit; null for a percent off. */
    amountOffMinor: integer('amount_off_minor'),
    /** The least the lines' subtotal (before the discount) must be, in minor units; null: any. */
    minOrderMinor: integer('min_order_minor'),
    currency: text('currency').notNull(),
    /** The start of its first day, restaurant time; null: from its creation. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    /** The end of its last day, restaurant time (the next day's start); null: no end. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerDiner: integer('max_uses_per_diner'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** When an admin paused it; null: it is not paused. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('promo_codes_code_capitals', sql`${table.code} = upper(${table.code})`),
    check('promo_codes_one_kind_of_discount', sql`(${table.percentOff} is null) <> (${table.amountOffMinor} is null)`),
    check('promo_codes_percent_range', sql`${table.percentOff} > 0 and ${table.percentOff} <= 100`),
    check('promo_codes_amount_positive', sql`${table.amountOffMinor} > 0`),
    check('promo_codes_min_order_positive', sql`${table.minOrderMinor} > 0`),
    check('promo_codes_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
    check('promo_codes_max_uses_positive', sql`${table.maxUses} > 0 and ${table.maxUsesPerDiner} > 0`),
  ],
);

/**
 * One order's use of a promo code: held when the order is created, counted when it is paid,
 * released when it is abandoned or refunded. Held and counted uses are what a code's limits
 * count. No foreign key to the order: a discarded unpaid order is deleted, its released use stays.
 */
export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeId: uuid('code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull().unique(),
    /** The diner: their account (null for a guest) and the order's email. */
    userId: uuid('user_id'),
    email: text('email').notNull(),
    /**
     * The diner's proven identity for the code's rules per person: a hash of the address their
     * account confirmed (null when none was proven). Kept when the account is deleted, so that
     * signing up again with that address does not make a first order again.
     */
    identity: text('identity'),
    state: text('state', { enum: promoCodeUseStates }).$type<PromoCodeUseState>().notNull().default('held'),
    heldAt: timestamp('held_at', { withTimezone: true }).notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (table) => [
    check('promo_code_uses_state_known', sql`${table.state} in ${oneOf(promoCodeUseStates)}`),
    index('promo_code_uses_code_state_idx').on(table.codeId, table.state),
  ],
);

/**
 * What an order holds of a counted dish or choice (docs/counter.md): taken from its stock when the
 * order is made, counted when it is paid, given back when it is let go, cancelled or refunded with
 * its dish put back on sale. `quantity` is what the order still holds. Exactly one of
 * `menu_item_id` and `choice_id` is set. No foreign key to the order: a discarded unpaid order is
 * deleted, its released hold stays.
 */
export const stockHolds = pgTable(
  'stock_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull(),
    orderLineId: uuid('order_line_id').notNull(),
    menuItemId: uuid('menu_item_id').references(() => menuItems.id, { onDelete: 'cascade' }),
    choiceId: uuid('choice_id').references(() => optionChoices.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    state: text('state', { enum: stockHoldStates }).notNull().default('held'),
    heldAt: timestamp('held_at', { withTimezone: true }).notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (table) => [
    check('stock_holds_one_subject', sql`(${table.menuItemId} is null) <> (${table.choiceId} is null)`),
    check('stock_holds_quantity_not_negative', sql`${table.quantity} >= 0`),
    check('stock_holds_state_known', sql`${table.state} in ${oneOf(stockHoldStates)}`),
    index('stock_holds_order_idx').on(table.orderId),
    index('stock_holds_line_idx').on(table.orderLineId),
  ],
);

/**
 * The audit log (docs/security.md): every action that moves money or changes what is sold, with
 * who (their account, address and role then; null: the system), when, what, before and after,
 * and why. Append only: the app has no way to change or delete an entry, and a trigger refuses
 * it, but for an erased account's entries, which keep their action and lose who made them.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    actorRole: text('actor_role', { enum: roles }),
    /** `area.verb`: order.refund, menu.stock, user.role, … */
    action: text('action').notNull(),
    subjectKind: text('subject_kind').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_actor_idx').on(table.actorId, table.at),
    index('audit_log_action_idx').on(table.action, table.at),
  ],
);

/**
 * A diner's review of a visit they made (docs/reviews.md): 1–5 stars and a text. Its subject is
 * a picked-up order or a table booking they were seated for: exactly one of `order_id` and
 * `booking_id` is set, one review per order or booking. Published when written; an admin may
 * hide it with a reason its author sees, and reply once in public.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** When an admin hid it (null: published), and why, in words for its author. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    /** The restaurant's one public reply. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (table) => [
    check('reviews_one_subject', sql`(${table.orderId} is null) <> (${table.bookingId} is null)`),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
    check('reviews_hidden_with_reason', sql`(${table.hiddenAt} is null) = (${table.hiddenReason} is null)`),
    check('reviews_reply_dated', sql`(${table.reply} is null) = (${table.repliedAt} is null)`),
    index('reviews_user_idx').on(table.userId),
    index('reviews_published_idx').on(table.createdAt).where(sql`${table.hiddenAt} is null`),
  ],
);

/** The owner's set-up of table bookings, one row; no row: the contract's default (no tables). */
export const bookingSetup = pgTable(
  'booking_setup',
  {
    id: integer('id').primaryKey().default(1),
    setup: jsonb('setup').$type<Omit<BookingSetup, 'guests'>>().notNull(),
    /** Whether visitors may book without an account; null: as GUEST_BOOKINGS says. */
    guests: boolean('guests'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('booking_setup_one_row', sql`${table.id} = 1`)],
);

/** A delivery zone as stored: its amounts in minor units. */
export type StoredDeliveryZone = Omit<DeliveryZone, 'fee' | 'minOrder' | 'freeFrom'> & {
  feeCents: number;
  minOrderCents: number;
  freeFromCents: number | null;
};
export type StoredDeliverySetup = Omit<DeliverySetup, 'zones'> & { zones: StoredDeliveryZone[] };

/**
 * The owner's set-up of delivery, one row (docs/delivery.md); no row: the contract's default
 * (off). The zones' fee, minimum and free-from amounts are kept in minor units.
 */
export const deliverySetup = pgTable(
  'delivery_setup',
  {
    id: integer('id').primaryKey().default(1),
    setup: jsonb('setup').$type<StoredDeliverySetup>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('delivery_setup_one_row', sql`${table.id} = 1`)],
);

/** The addresses a signed-in diner keeps, to choose at checkout (gone with the account). */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label'),
    address: jsonb('address').$type<DeliveryAddress>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('saved_addresses_user_idx').on(table.userId, table.createdAt)],
);

/**
 * The code on each table's card (docs/tables.md), by the table's name in the booking set-up:
 * random and long, made when the table is first listed; renewing it replaces it, so the old card
 * orders nothing.
 */
export const tableCodes = pgTable('table_codes', {
  tableName: text('table_name').primaryKey(),
  code: text('code').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A table's tab: opened by staff when they seat the party, it gathers the rounds ordered from the
 * table's card (orders with its id) until it is closed. One open tab per table.
 */
export const tableTabs = pgTable(
  'table_tabs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tableName: text('table_name').notNull(),
    status: text('status', { enum: tabStatuses }).$type<TabStatus>().notNull().default('open'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    /** Who opened it: a member of staff's account (null once the account is deleted). */
    openedBy: uuid('opened_by').references(() => users.id, { onDelete: 'set null' }),
    /** Opened by a diner's first round (the owner's setting), which the kitchen confirms; false: opened by staff. */
    openedByRound: boolean('opened_by_round').notNull().default(false),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    check('table_tabs_status_known', sql`${table.status} in ${oneOf(tabStatuses)}`),
    check('table_tabs_closed_when_closed', sql`(${table.status} = 'closed') = (${table.closedAt} is not null)`),
    uniqueIndex('table_tabs_one_open_per_table_idx').on(table.tableName).where(sql`${table.status} = 'open'`),
    // A table's page reads its last closed tab (was its first round refused?).
    index('table_tabs_table_closed_idx').on(table.tableName, table.closedAt),
  ],
);

/**
 * A payment of a tab (docs/tables.md): a payer's share and tip by card (held while the card is
 * confirmed, so that payers at once never pay more than is due), or the rest taken by staff in
 * cash or on the terminal. The books count each when it is paid, with its part of the tab's tax.
 */
export const tabPayments = pgTable(
  'tab_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tabId: uuid('tab_id')
      .notNull()
      .references(() => tableTabs.id),
    split: text('split', { enum: tabSplitKinds }).$type<TabSplitKind>().notNull(),
    /** The lines paid (a `lines` split): no other payment pays them again. */
    lineIds: uuid('line_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** The share of the bill, in minor units; the tip comes on top. */
    amountCents: integer('amount_cents').notNull(),
    tipCents: integer('tip_cents').notNull().default(0),
    /** Its part of the tab's tax, set when it is paid (the last payment takes the rest). */
    taxCents: integer('tax_cents').notNull().default(0),
    currency: text('currency').notNull(),
    method: text('method', { enum: paymentMethods }).notNull(),
    status: text('status', { enum: tabPaymentStatuses }).$type<TabPaymentStatus>().notNull(),
    /** The card payment's intent with the provider (null for cash and the terminal). */
    intentId: text('intent_id').unique(),
    clientSecret: text('client_secret'),
    /** Cash: what was handed over, in minor units. */
    tenderedCents: integer('tendered_cents'),
    /** Where the payer's receipt is mailed, if they gave an address. */
    email: text('email'),
    /** The language of the page it was paid from: its mails are written in it (null: the default). */
    language: text('language', { enum: LANGUAGES }),
    /** Staff who took it (cash, terminal); null for a diner's card payment. */
    takenBy: uuid('taken_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Of the share, what refunds of the tab's rounds gave back from this payment (the tip stays). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** Of its tax, what those refunds gave back. */
    refundedTaxCents: integer('refunded_tax_cents').notNull().default(0),
  },
  (table) => [
    check('tab_payments_refunded_within', sql`${table.refundedCents} between 0 and ${table.amountCents}`),
    check('tab_payments_status_known', sql`${table.status} in ${oneOf(tabPaymentStatuses)}`),
    check('tab_payments_split_known', sql`${table.split} in ${oneOf(tabSplitKinds)}`),
    check('tab_payments_method_known', sql`${table.method} in ${oneOf(paymentMethods)}`),
    check('tab_payments_paid_when_paid', sql`(${table.status} = 'paid') = (${table.paidAt} is not null)`),
    check('tab_payments_amounts', sql`${table.amountCents} > 0 and ${table.tipCents} >= 0`),
    index('tab_payments_tab_idx').on(table.tabId),
    index('tab_payments_paid_at_idx').on(table.paidAt),
  ],
);

/**
 * What a refund of a paid tab's round gives back from one of the tab's payments (decision 037):
 * the refund is the order's (`order_refunds`, its lines and reason); the money comes back from
 * the payments that paid the tab, each piece through the way its payment was taken.
 */
export const tabPaymentRefunds = pgTable(
  'tab_payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => tabPayments.id),
    orderRefundId: uuid('order_refund_id')
      .notNull()
      .references(() => orderRefunds.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    taxCents: integer('tax_cents').notNull().default(0),
    /** The provider's id of the refund; null when the money was given back at the table. */
    providerRefundId: text('provider_refund_id'),
    /** When the money went back; null while the provider is asked again. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('tab_payment_refunds_payment_idx').on(table.paymentId),
    index('tab_payment_refunds_refund_idx').on(table.orderRefundId),
    check('tab_payment_refunds_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

/**
 * A table booking: the party, who booked (an account, or a guest's contact), the table it was
 * given, or the tables pushed together for it (by name, as the set-up named them then), and the
 * span it holds them, [starts_at, ends_at).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The diner's account; null for a guest's booking or one whose account was deleted. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    note: text('note'),
    party: integer('party').notNull(),
    tableNames: text('table_names').array().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: bookingStatuses }).$type<BookingStatus>().notNull(),
    /** Why staff declined it. */
    reason: text('reason'),
    /** When the reminder the day before went out; null: not yet. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /**
     * The client address the diner booked from, for staff declining a flood of requests at once;
     * null for walk-ins and older bookings. Erased with the diner's details.
     */
    requestedFrom: text('requested_from'),
    /** The language of the page it was requested from: its mails are written in it (docs/languages.md). */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When it last changed; a request waiting for staff holds its table from then (the set-up's requestHoldMinutes). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('bookings_status_known', sql`${table.status} in ${oneOf(bookingStatuses)}`),
    check('bookings_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
    check('bookings_party_positive', sql`${table.party} > 0`),
    check('bookings_holds_a_table', sql`cardinality(${table.tableNames}) > 0`),
    index('bookings_starts_at_idx').on(table.startsAt),
    index('bookings_user_idx').on(table.userId, table.startsAt),
    index('bookings_email_idx').on(table.email, table.startsAt),
  ],
);

/**
 * The answer a write with an `Idempotency-Key` gave, kept with it in the same transaction (see
 * db/idempotency.ts): the same key again gets the same answer, without a second write, whichever
 * process it reaches. Kept a day.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    /** Whose key and for what (`carts:<user id>`): one client's keys never meet another's. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** The request's hash: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);

/**
 * The numbered log live streams show and catch up from (the live feature's): one row for each
 * change of something a stream carries (an order, a booking), whose `id` is the stream's event
 * id (Last-Event-ID), in one sequence for every kind. The thing is read again as it is now when
 * its frame is sent; `user_id` is its diner, whose stream sees it (staff streams see all).
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** What changed: `order`, `booking`. */
    topic: text('topic').notNull(),
    subjectId: text('subject_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** How it changed, where its kind says (a booking: made, reconfirm, changed). */
    change: text('change'),
  },
  (table) => [index('live_events_user_idx').on(table.userId, table.id)],
);
