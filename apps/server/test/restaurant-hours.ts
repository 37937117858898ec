import { type ScheduleException, type WeeklySchedule, weekdays } from '@bistro/contract/restaurant';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { DbOrTx } from '../src/db/connect.ts';
import { restaurantSettings } from '../src/db/schema.ts';

/** Open 00:00–00:00, 24 hours, every day. */
export const aroundTheClock = Object.fromEntries(
  weekdays.map((day) => [day, [{ opens: '00:00', closes: '00:00' }]]),
) as WeeklySchedule;

/**
 * Tests and benches check out at whatever hour the real clock says: their restaurant never
 * closes and takes orders at once. The restaurant's own tests set the hours they test.
 */
export async function openAroundTheClock(db: DbOrTx): Promise<void> {
  await db.update(restaurantSettings).set({ weekly: aroundTheClock, preparationMinutes: 0, updatedAt: sql`now()` });
}

/** Open 17:00–23:00 every day but the `exceptions`, as an admin sets it on the Opening Hours page (bookings' tests). */
export async function openEvenings(
  app: FastifyInstance,
  admin: { headers: Record<string, string> },
  exceptions: ScheduleException[] = [],
): Promise<void> {
  const settings = (
    await app.inject({ method: 'GET', url: '/api/restaurant/settings', headers: admin.headers })
  ).json();
  const weekly = Object.fromEntries(weekdays.map((day) => [day, [{ opens: '17:00', closes: '23:00' }]]));
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/restaurant/settings',
    headers: admin.headers,
    payload: { ...settings, weekly, exceptions },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}
