import type { StaffTable, TableAtHand, TabReceipt } from '@bistro/contract/tables';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { GOOD_CARD, requestAs, type SignedIn } from './helper.ts';

/** A round's line as the diner's card orders it. */
export interface RoundLine {
  menuID: string;
  quantity: number;
}

/**
 * The moves of a table's tab through the real app: `staff` opens the table and its card orders
 * rounds; payers pay by the test card provider (start, confirm, complete).
 */
export function tabsOf(app: FastifyInstance, staff: SignedIn) {
  const tableNamed = async (name: string): Promise<StaffTable> =>
    (await requestAs(app, staff, 'GET', '/api/tables')).json().find((table: StaffTable) => table.name === name);
  const atTable = async (code: string): Promise<TableAtHand> =>
    (await requestAs(app, null, 'GET', `/api/t/${code}`)).json();
  const start = (code: string, payload: object) => requestAs(app, null, 'POST', `/api/t/${code}/payments`, payload);
  const confirm = (clientSecret: string) =>
    requestAs(app, null, 'POST', '/api/guest/payments/test/confirm', { clientSecret, card: GOOD_CARD });
  const complete = (code: string, paymentId: string) =>
    requestAs(app, null, 'POST', `/api/t/${code}/payments/${paymentId}/complete`);

  return {
    tableNamed,
    atTable,
    start,
    confirm,
    complete,

    /** Opens the table and orders these rounds from its card; answers its code. */
    async seated(name: string, rounds: RoundLine[][]): Promise<string> {
      expect((await requestAs(app, staff, 'POST', `/api/tables/${name}/open`)).statusCode).toBe(201);
      const { code } = await tableNamed(name);
      for (const lines of rounds) {
        const round = await requestAs(app, null, 'POST', `/api/t/${code}/rounds`, { lines });
        expect(round.statusCode, round.body).toBe(201);
      }
      return code;
    },

    /** Starts a payment, confirms its card and completes it: answers its receipt. */
    async pay(code: string, payload: object): Promise<TabReceipt> {
      const started = await start(code, payload);
      expect(started.statusCode, started.body).toBe(201);
      expect((await confirm(started.json().clientSecret)).statusCode).toBe(200);
      const completed = await complete(code, started.json().paymentId);
      expect(completed.statusCode, completed.body).toBe(200);
      return completed.json();
    },
  };
}
