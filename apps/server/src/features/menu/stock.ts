import { localDay } from '@bistro/contract/restaurant-clock';
import type { StockChange } from '@bistro/contract/stock';
import type { DbOrTx } from '../../db/connect.ts';
import { conflict, notFound } from '../../http/problems.ts';
import type { Clock } from '../../plugins/app/clock.ts';
import type { Audit, AuditActor } from '../audit/index.ts';
import { wordsOf } from '../languages/index.ts';
import { countOf } from './options-repository.ts';
import type { Counted, CountRow, StockRepository } from './stock-repository.ts';

/** A line of an order as its hold sees it: the dish, its choices, how many. */
export interface HeldLine {
  lineId: string;
  menuItemId: string;
  choiceIds: readonly string[];
  quantity: number;
}

/** Runs work in one database transaction. */
export type Transaction = <T>(work: (tx: DbOrTx) => Promise<T>) => Promise<T>;

interface StockParts {
  repository: StockRepository;
  audit: Pick<Audit, 'record'>;
  clock: Clock;
  timeZone: string;
  transaction: Transaction;
  /** Tells every process the menu changed (a count shows on it, and at 0 the dish is sold out). */
  announceChange(tx: DbOrTx): Promise<void>;
}

/** What the par level restored each morning is recorded with. */
const PAR_REASON = 'Par level, at the start of the restaurant’s day';

const subjectOf = (kind: Counted, id: string) => ({ kind, id });
const countView = (row: Pick<CountRow, 'stock' | 'parLevel'>) => ({ stock: row.stock, parLevel: row.parLevel });

/** How many of each: the quantities of these lines summed per dish (or choice), in the order of their ids. */
function wanted(lines: readonly HeldLine[], idsOf: (line: HeldLine) => readonly string[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const line of lines) for (const id of idsOf(line)) totals.set(id, (totals.get(id) ?? 0) + line.quantity);
  return new Map([...totals].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * Stock counts (docs/counter.md), as the orders take them and staff set them. Like a promo code's
 * use, an order's stock is held when it is made (`hold`, in its transaction), counted when it is
 * paid (`count`), and given back when it is let go or cancelled (`release`) or a refunded line is
 * put back on sale (`giveBack`). At 0 a dish or a choice is sold out everywhere; a count set by
 * staff, or to its par level at the start of each restaurant day, replaces the holds before it.
 */
export function createStock({ repository, audit, clock, timeZone, transaction, announceChange }: StockParts) {
  /** Takes each counted dish's or choice's wanted quantity, in id order (no two orders wait on each other); 409 naming the first short. */
  async function takeAll(kind: Counted, totals: Map<string, number>, tx: DbOrTx): Promise<CountRow[]> {
    const counted = await repository.counted(kind, [...totals.keys()], tx);
    const byId = new Map(counted.map((row) => [row.id, row]));
    for (const [id, quantity] of totals) {
      const row = byId.get(id);
      if (!row || (await repository.take(kind, id, quantity, tx))) continue;
      const [now] = await repository.counted(kind, [id], tx);
      const left = now?.stock ?? 0;
      throw conflict(
        left === 0
          ? wordsOf('refusal.soldOutInOrder', { name: row.name })
          : wordsOf('refusal.fewLeft', { left, name: row.name }),
        { menuItem: kind === 'dish' ? id : undefined, choice: kind === 'choice' ? id : undefined, left },
      );
    }
    return counted;
  }

  return {
    /**
     * Holds the order's counted dishes and choices, in the transaction that creates it (after its
     * lines are in): of any number of orders racing for the last portions exactly that many hold
     * them; the others are refused (409 naming the dish, and how many are left).
     */
    async hold(tx: DbOrTx, { orderId, lines }: { orderId: string; lines: readonly HeldLine[] }): Promise<void> {
      const dishes = await takeAll(
        'dish',
        wanted(lines, (line) => [line.menuItemId]),
        tx,
      );
      const choices = await takeAll(
        'choice',
        wanted(lines, (line) => line.choiceIds),
        tx,
      );
      if (dishes.length + choices.length === 0) return;
      const dishIds = new Set(dishes.map((row) => row.id));
      const choiceIds = new Set(choices.map((row) => row.id));
      const heldAt = clock.now();
      await repository.insertHolds(
        lines.flatMap((line) => [
          ...(dishIds.has(line.menuItemId)
            ? [{ orderId, orderLineId: line.lineId, menuItemId: line.menuItemId, quantity: line.quantity, heldAt }]
            : []),
          ...line.choiceIds
            .filter((id) => choiceIds.has(id))
            .map((choiceId) => ({ orderId, orderLineId: line.lineId, choiceId, quantity: line.quantity, heldAt })),
        ]),
        tx,
      );
      await announceChange(tx);
    },

    /** The order's held stock counts: it is paid. */
    count: (orderId: string, tx: DbOrTx) => repository.markCounted(orderId, clock.now(), tx),

    /**
     * Gives back what the order holds (let go unpaid, or cancelled), to counts not set again since
     * it was taken.
     */
    async release(orderId: string, tx: DbOrTx): Promise<void> {
      const holds = await repository.holdsOf({ orderId }, tx);
      const now = clock.now();
      for (const hold of holds) {
        const [kind, id] = hold.menuItemId
          ? (['dish', hold.menuItemId] as const)
          : (['choice', hold.choiceId] as const);
        if (id) await repository.giveBack(kind, id, hold.quantity, hold.heldAt, tx);
        await repository.setHeld(hold.id, 0, now, tx);
      }
      if (holds.length > 0) await announceChange(tx);
    },

    /**
     * `quantity` of an order line were refunded: the order holds that many fewer of its dish and
     * choices, and with `restock` they go back on sale (to counts still kept).
     */
    async giveBack(tx: DbOrTx, { lineId, quantity, restock }: { lineId: string; quantity: number; restock: boolean }) {
      const holds = await repository.holdsOf({ lineId }, tx);
      const now = clock.now();
      let restocked = false;
      // A line's dish (or choice) may be held more than once (dishes added to the line later):
      // `quantity` of each is given back, across its holds.
      const toGiveBack = new Map<string, number>();
      for (const hold of holds) {
        const [kind, id] = hold.menuItemId
          ? (['dish', hold.menuItemId] as const)
          : (['choice', hold.choiceId] as const);
        const left = toGiveBack.get(`${kind}:${id}`) ?? quantity;
        const back = Math.min(left, hold.quantity);
        if (back === 0) continue;
        toGiveBack.set(`${kind}:${id}`, left - back);
        if (restock && id) restocked = (await repository.giveBack(kind, id, back, null, tx)) || restocked;
        await repository.setHeld(hold.id, hold.quantity - back, now, tx);
      }
      if (restocked) await announceChange(tx);
    },

    /**
     * Staff set a dish's or a choice's count and par level (a count set replaces the holds taken
     * before it; a par level set today is restored from tomorrow), kept in the audit log; 404 when
     * there is none.
     */
    async set(kind: Counted, id: string, change: StockChange, by: AuditActor, tx?: DbOrTx): Promise<void> {
      const work = async (inner: DbOrTx) => {
        const before = await repository.lock(kind, id, inner);
        if (!before) throw notFound(wordsOf(kind === 'dish' ? 'refusal.noMenuItem' : 'refusal.noChoice'));
        await repository.set(kind, id, countOf(change, clock.now(), timeZone), inner);
        const after = { ...countView(before), ...change };
        await audit.record(
          { actor: by, action: 'menu.stock', subject: subjectOf(kind, id), before: countView(before), after },
          inner,
        );
        await announceChange(inner);
      };
      await (tx ? work(tx) : transaction(work));
    },

    /**
     * Sets each count with a par level to it, once per restaurant day (at its start, or the first
     * run after it), each kept in the audit log as the system's. Answers how many were set.
     */
    async restoreParLevels(): Promise<number> {
      return transaction(async (tx) => {
        const now = clock.now();
        const today = localDay(now, timeZone);
        let restored = 0;
        for (const kind of ['dish', 'choice'] as const) {
          for (const row of await repository.dueForPar(kind, today, tx)) {
            await repository.set(kind, row.id, { stock: row.parLevel, stockSetAt: now, parRestoredOn: today }, tx);
            await audit.record(
              {
                actor: null,
                action: 'menu.stock',
                subject: subjectOf(kind, row.id),
                before: countView(row),
                after: { stock: row.parLevel, parLevel: row.parLevel },
                reason: PAR_REASON,
              },
              tx,
            );
            restored += 1;
          }
        }
        if (restored > 0) await announceChange(tx);
        return restored;
      });
    },
  };
}

export type Stock = ReturnType<typeof createStock>;
