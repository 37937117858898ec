import type { OfferedLanguages } from '@bistro/contract/languages';
import type { ReceiptIssuer } from '@bistro/contract/orders';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle, DbOrTx } from '../../../db/connect.ts';
import type { IdempotentRequest } from '../../../db/idempotency.ts';
import type { Clock } from '../../../plugins/app/clock.ts';
import type { Audit } from '../../audit/index.ts';
import type { Cart } from '../../cart/index.ts';
import type { DeliveryService } from '../../delivery/index.ts';
import type { MailMessage } from '../../mail/index.ts';
import type { Menu } from '../../menu/index.ts';
import type { Notifications } from '../../notifications/index.ts';
import type { PaymentProvider, Payments } from '../../payments/index.ts';
import type { PromoCodes } from '../../promo-codes/index.ts';
import type { RestaurantRules } from '../../restaurant/index.ts';
import type { Stats } from '../../stats/index.ts';
import type { GuestOrderKeys } from '../guest-order-keys.ts';
import type { OrderMail } from '../order-mail.ts';
import type { OrdersRepository } from '../orders-repository.ts';
import type { Transaction } from '../steps/create.ts';
import type { TabChecks } from './tab-checks.ts';

/**
 * Everything the steps of an order's life are given, built once by the orders plugin: each step
 * takes only what it needs of it (its `Pick`s), each flow hands it on.
 */
export interface OrderParts {
  database: Pick<DatabaseHandle, 'withLock' | 'db'>;
  transaction: Transaction;
  /** Runs a write in a transaction once per Idempotency-Key (without a key, simply in a transaction). */
  onceByKey<T>(idempotent: IdempotentRequest | null, work: (tx: DbOrTx) => Promise<T>): Promise<T>;
  orders: OrdersRepository;
  carts: Cart;
  menu: Pick<Menu, 'snapshot' | 'stock'>;
  payments: Payments;
  /** The card provider (the payments feature's). */
  provider: PaymentProvider;
  promoCodes: PromoCodes;
  restaurant: RestaurantRules;
  /** The zone, fee and hours of a delivery. */
  delivery: Pick<DeliveryService, 'termsFor' | 'hoursAt'>;
  stats: Stats;
  /** Refunds and cancellations are kept in the audit log. */
  audit: Pick<Audit, 'record'>;
  guestKeys: GuestOrderKeys;
  clock: Clock;
  mail: OrderMail;
  sendMail(message: MailMessage): void;
  /** The restaurant's people, told of each new order a diner placed. */
  notifications: Pick<Notifications, 'tell'>;
  log: FastifyBaseLogger;
  /** What the tables feature checks of a change to a round of its tabs. */
  tabChecks: TabChecks;
  /** The restaurant's time zone, for its days. */
  timeZone: string;
  /** The languages the site is offered in now, its default first: an order is placed in one of them. */
  languages(): OfferedLanguages;
  /** Who issues a receipt now: kept on each order as it is paid. */
  receiptIssuer(): Promise<ReceiptIssuer>;
}
