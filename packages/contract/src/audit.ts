import { z } from 'zod';
import { calendarDay } from './days.ts';
import { emailSchema, roleSchema } from './identity.ts';

/**
 * The audit log's words (docs/security.md): every action that moves money or changes what is
 * sold is an entry named `area.verb`. The areas are the kinds the admins' page filters by.
 */
export const auditActions = [
  'order.enter',
  'order.refund',
  'order.cancel',
  'order.accept',
  'order.settle',
  'order.change',
  'order.out_for_delivery',
  'order.delivered',
  'menu.price',
  'menu.stock',
  'promo.create',
  'promo.pause',
  'promo.resume',
  'user.role',
  'settings.change',
  'backup.take',
  'backup.restore',
  'table.open',
  'table.code',
  'table.settle',
  'table.move',
  'table.close',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** A field an entry changed: its value after, and before (none for what was new). */
export type AuditChange = { field: string; after: unknown } & ({ isNew: true } | { isNew: false; before: unknown });

/**
 * What an entry changed, field by field: each field whose value differs before → after
 * (stock 12 → 3), or after alone for what was new (amount 6.26); a field gone after is left out.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const fields = (value: unknown) =>
    value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const was = fields(before);
  const now = fields(after);
  return [...new Set([...Object.keys(was), ...Object.keys(now)])].flatMap((field): AuditChange[] => {
    if (!Object.hasOwn(now, field)) return [];
    if (!Object.hasOwn(was, field)) return [{ field, after: now[field], isNew: true }];
    return JSON.stringify(was[field]) === JSON.stringify(now[field])
      ? []
      : [{ field, before: was[field], after: now[field], isNew: false }];
  });
}

/** The kinds of entry, each an action's area, with the words the page shows for it. */
export const auditKinds = {
  order: 'Orders: refunds, cancellations, payments at the counter, changes',
  menu: 'Menu: prices and stock counts',
  promo: 'Promo codes',
  user: 'Roles',
  settings: 'Settings',
  backup: 'Backups and restores',
  table: 'Tables: opened, codes renewed',
} as const satisfies Record<string, string>;
export type AuditKind = keyof typeof auditKinds;

/** The area of an action: `order` of `order.refund`. */
export const kindOf = (action: string): string => action.split('.')[0] ?? action;

/** Who made a change: their account, address and role then; the address and id go when the account is erased. */
export const auditActorSchema = z.object({
  id: z.string().nullable(),
  email: z.string(),
  role: roleSchema.nullable(),
});
export type AuditActor = z.infer<typeof auditActorSchema>;

/** One entry of the audit log, as GET /api/audit-log answers it. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string().describe('ISO 8601'),
  /** Null: the system (a scheduled job, a payment the provider reported, a command on the server). */
  actor: auditActorSchema.nullable(),
  action: z.string().describe('area.verb: order.refund, menu.stock, user.role, …'),
  subject: z.object({ kind: z.string(), id: z.string() }),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  reason: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogSchema = z.object({ entries: z.array(auditEntrySchema) });
export type AuditLog = z.infer<typeof auditLogSchema>;

/** The most entries GET /api/audit-log answers (newest first); the CSV has every one of the days asked. */
export const AUDIT_PAGE_MAX = 500;

const day = calendarDay('Choose a day, as YYYY-MM-DD');

/**
 * GET /api/audit-log and /api/audit-log.csv: the entries of the restaurant's days `from`–`to`
 * (both included; either left out: no bound), of an action (`order.refund`) or a kind (`order`),
 * by a person (their account's id or address).
 */
export const auditQuerySchema = z
  .object({
    from: day.optional().describe('First day, restaurant time'),
    to: day.optional().describe('Last day, restaurant time'),
    action: z
      .string()
      .regex(/^[a-z]+(\.[a-z]+)?$/, 'action is an area (order) or an action (order.refund)')
      .max(40)
      .optional(),
    actor: z
      .union([z.uuid(), emailSchema], { error: 'actor is an account’s id (a UUID) or its email address' })
      .optional()
      .describe('An account’s id or email address'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The first day must not be after the last',
    path: ['to'],
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;
