import { type AuditChange, type AuditEntry, auditChanges } from '@bistro/contract/audit';
import type { CounterPaymentMethod } from '@bistro/contract/counter';
import type { Role } from '@bistro/contract/identity';
import { intlLocaleOf } from '@bistro/contract/languages';
import type { CancellationReason, OrderChannel } from '@bistro/contract/orders';
import { useMemo } from 'react';
import { type MessageId, type Translate, usePageLanguage, useTranslate } from '@/lib/i18n.ts';

/** The fields the server's entries carry (its `audit.record` calls' before and after), each in the page's words. */
const FIELD_MESSAGES: Record<string, MessageId> = {
  number: 'auditLog.field.number',
  channel: 'auditLog.field.channel',
  payment: 'auditLog.field.payment',
  total: 'auditLog.field.total',
  addedTo: 'auditLog.field.addedTo',
  despite: 'auditLog.field.despite',
  amount: 'auditLog.field.amount',
  pickup: 'auditLog.field.pickup',
  added: 'auditLog.field.added',
  removed: 'auditLog.field.removed',
  refunded: 'auditLog.field.refunded',
  lines: 'auditLog.field.lines',
  restock: 'auditLog.field.restock',
  driver: 'auditLog.field.driver',
  reason: 'auditLog.field.reason',
  name: 'auditLog.field.name',
  price: 'auditLog.field.price',
  stock: 'auditLog.field.stock',
  parLevel: 'auditLog.field.parLevel',
  code: 'auditLog.field.code',
  percentOff: 'auditLog.field.percentOff',
  amountOff: 'auditLog.field.amountOff',
  minOrder: 'auditLog.field.minOrder',
  startsAt: 'auditLog.field.startsAt',
  endsAt: 'auditLog.field.endsAt',
  maxUses: 'auditLog.field.maxUses',
  maxUsesPerDiner: 'auditLog.field.maxUsesPerDiner',
  firstOrderOnly: 'auditLog.field.firstOrderOnly',
  role: 'auditLog.field.role',
  weekly: 'auditLog.field.weekly',
  exceptions: 'auditLog.field.exceptions',
  preparationMinutes: 'auditLog.field.preparationMinutes',
  slotMinutes: 'auditLog.field.slotMinutes',
  daysAhead: 'auditLog.field.daysAhead',
  lastOrderMinutes: 'auditLog.field.lastOrderMinutes',
  maxOrdersPerSlot: 'auditLog.field.maxOrdersPerSlot',
  guestCheckout: 'auditLog.field.guestCheckout',
  bill: 'auditLog.field.bill',
  lowStockThreshold: 'auditLog.field.lowStockThreshold',
  orders: 'auditLog.field.orders',
  tables: 'auditLog.field.tables',
  file: 'auditLog.field.file',
  bytes: 'auditLog.field.bytes',
  verified: 'auditLog.field.verified',
  place: 'auditLog.field.place',
  takenAt: 'auditLog.field.takenAt',
  migration: 'auditLog.field.migration',
  replacedShopBackup: 'auditLog.field.replacedShopBackup',
  tab: 'auditLog.field.tab',
  table: 'auditLog.field.table',
};

const ROLE_MESSAGES: Record<Role, MessageId> = {
  user: 'auditLog.role.user',
  staff: 'auditLog.role.staff',
  driver: 'auditLog.role.driver',
  admin: 'auditLog.role.admin',
};

/** What an entry is of, but an order (its number, a link): a dish, a table, a promo code… */
const SUBJECT_MESSAGES: Record<string, MessageId> = {
  dish: 'auditLog.subject.dish',
  choice: 'auditLog.subject.choice',
  table: 'auditLog.subject.table',
  'promo-code': 'auditLog.subject.promoCode',
  user: 'auditLog.subject.user',
  settings: 'auditLog.subject.settings',
  backup: 'auditLog.subject.backup',
};

const CHANNEL_MESSAGES: Record<OrderChannel, MessageId> = {
  online: 'auditLog.channel.online',
  counter: 'auditLog.channel.counter',
  phone: 'auditLog.channel.phone',
  table: 'auditLog.channel.table',
};

/** How an order staff entered is paid, and `due` before it is paid at the counter. */
const PAYMENT_MESSAGES: Record<CounterPaymentMethod | 'due', MessageId> = {
  cash: 'auditLog.payment.cash',
  card_present: 'auditLog.payment.cardPresent',
  at_pickup: 'auditLog.payment.atPickup',
  link: 'auditLog.payment.link',
  due: 'auditLog.payment.due',
};

const REASON_MESSAGES: Record<CancellationReason, MessageId> = {
  sold_out: 'auditLog.reason.soldOut',
  closing: 'auditLog.reason.closing',
  other: 'auditLog.reason.other',
  not_accepted: 'auditLog.reason.notAccepted',
};

/** The fields whose values are codes, each code in words (a table's payment is its id, kept as it is). */
const CODED_FIELDS: Record<string, Record<string, MessageId>> = {
  channel: CHANNEL_MESSAGES,
  payment: PAYMENT_MESSAGES,
  role: ROLE_MESSAGES,
  reason: REASON_MESSAGES,
};

/** The list's message for the key, if it has one (not one of every object's own, `constructor`). */
const messageIn = <T>(messages: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(messages, key) ? messages[key] : undefined;

/** The list's words for the key, else the key as it is. */
const wordsOr = (t: Translate, messages: Record<string, MessageId>, key: string) => {
  const message = messageIn(messages, key);
  return message ? t(message) : key;
};

/**
 * The audit log's entries in the page's language: a change's fields and their coded values in
 * its words, numbers as it writes them, an unknown field or value as the server keeps it. English
 * pages show each as the server keeps it: "stock: null → 3", "role: staff → admin".
 */
export function useAuditWords() {
  const t = useTranslate();
  const language = usePageLanguage();
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(intlLocaleOf(language), { useGrouping: false, maximumFractionDigits: 20 });
    const shown = (field: string, value: unknown): string => {
      if (value === null) return t('auditLog.value.null');
      if (typeof value === 'boolean') return t(value ? 'auditLog.value.true' : 'auditLog.value.false');
      // Its shortest decimal, as JSON writes it, in the language's digits and decimal mark.
      if (typeof value === 'number') return numbers.format(String(value) as `${number}`);
      if (typeof value === 'string') return wordsOr(t, messageIn(CODED_FIELDS, field) ?? {}, value);
      return JSON.stringify(value);
    };
    const changeOf = (change: AuditChange) => {
      const field = wordsOr(t, FIELD_MESSAGES, change.field);
      const after = shown(change.field, change.after);
      return change.isNew
        ? t('auditLog.changeTo', { field, after })
        : t('auditLog.changeFromTo', { field, before: shown(change.field, change.before), after });
    };
    return {
      /** What an entry changed, in one line: "stock: 12 → 3; parLevel: null → 12", « montant : 6,26 ». */
      change: (entry: Pick<AuditEntry, 'before' | 'after'>) =>
        auditChanges(entry.before, entry.after).map(changeOf).join(t('auditLog.changeSeparator')),
      /** The role of who made it: "admin", « administrateur ». */
      role: (role: Role) => wordsOr(t, ROLE_MESSAGES, role),
      /** What it is of, but an order: "table T4", « plat 3f2a… ». */
      subject: ({ kind, id }: AuditEntry['subject']) =>
        t('auditLog.subjectOf', { kind: wordsOr(t, SUBJECT_MESSAGES, kind), id }),
    };
  }, [t, language]);
}
