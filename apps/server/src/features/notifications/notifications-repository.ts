import type { Language } from '@bistro/contract/languages';
import type { NotificationChoices } from '@bistro/contract/notifications';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { staffNotices, users } from '../../db/schema.ts';

/** One of the restaurant's people who asked to be told: their address and phone, and how. */
export interface Listener {
  email: string;
  phone: string | null;
  byMail: boolean;
  bySms: boolean;
  /** The language their account reads the site in (null: none chosen). */
  language: Language | null;
}

/** Who of the restaurant's people is told of new orders and booking requests, and how. */
export function createNotificationsRepository(db: Db) {
  return {
    /** An account's choices and the phone on its profile; undefined when the account is gone. */
    async of(userId: string): Promise<(NotificationChoices & { phone: string | null }) | undefined> {
      const [row] = await db
        .select({ phone: users.phone, mail: staffNotices.byMail, sms: staffNotices.bySms })
        .from(users)
        .leftJoin(staffNotices, eq(staffNotices.userId, users.id))
        .where(eq(users.id, userId));
      return row && { phone: row.phone, mail: row.mail ?? false, sms: row.sms ?? false };
    },

    async choose(userId: string, { mail, sms }: NotificationChoices): Promise<void> {
      await db
        .insert(staffNotices)
        .values({ userId, byMail: mail, bySms: sms })
        .onConflictDoUpdate({ target: staffNotices.userId, set: { byMail: mail, bySms: sms } });
    },

    /**
     * The staff and administrators who asked for a mail or a text message (read with their role
     * now: one who is a diner again hears nothing).
     */
    async listeners(): Promise<Listener[]> {
      return db
        .select({
          email: users.email,
          phone: users.phone,
          byMail: staffNotices.byMail,
          bySms: staffNotices.bySms,
          language: users.language,
        })
        .from(staffNotices)
        .innerJoin(users, eq(users.id, staffNotices.userId))
        .where(
          and(inArray(users.role, ['staff', 'admin']), or(eq(staffNotices.byMail, true), eq(staffNotices.bySms, true))),
        );
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
