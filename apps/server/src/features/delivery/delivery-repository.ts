import { DEFAULT_DELIVERY_SETUP, type DeliverySetup } from '@bistro/contract/delivery';
import { fromMajor, money, toMajor } from '@bistro/contract/money';
import type { Db, DbOrTx } from '../../db/connect.ts';
import { deliverySetup, type StoredDeliverySetup } from '../../db/schema.ts';

const cents = (major: number) => fromMajor(major).amount;
const major = (minor: number) => toMajor(money(minor));

function stored({ zones, ...setup }: DeliverySetup): StoredDeliverySetup {
  return {
    ...setup,
    zones: zones.map(({ fee, minOrder, freeFrom, ...zone }) => ({
      ...zone,
      feeCents: cents(fee),
      minOrderCents: cents(minOrder),
      freeFromCents: freeFrom == null ? null : cents(freeFrom),
    })),
  };
}

/** The set-up as the API says it, amounts in major units. */
export function asSent({ zones, ...setup }: StoredDeliverySetup): DeliverySetup {
  return {
    ...setup,
    zones: zones.map(({ feeCents, minOrderCents, freeFromCents, ...zone }) => ({
      ...zone,
      fee: major(feeCents),
      minOrder: major(minOrderCents),
      freeFrom: freeFromCents === null ? null : major(freeFromCents),
    })),
  };
}

/** The owner's one row of delivery set-up (migration 0030); none yet: delivery is off. */
export function createDeliveryRepository(db: Db) {
  return {
    async setup(tx: DbOrTx = db): Promise<StoredDeliverySetup> {
      const [row] = await tx.select().from(deliverySetup);
      return row?.setup ?? stored(DEFAULT_DELIVERY_SETUP);
    },
    async saveSetup(setup: DeliverySetup, now: Date): Promise<StoredDeliverySetup> {
      const row = stored(setup);
      await db
        .insert(deliverySetup)
        .values({ id: 1, setup: row, updatedAt: now })
        .onConflictDoUpdate({ target: deliverySetup.id, set: { setup: row, updatedAt: now } });
      return row;
    },
  };
}

export type DeliveryRepository = ReturnType<typeof createDeliveryRepository>;
