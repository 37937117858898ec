import { type WeeklySchedule, weekdays } from '@bistro/contract/restaurant';
import { sql } from 'drizzle-orm';
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
