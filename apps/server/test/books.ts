import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import type { SignedIn } from './helper.ts';

/**
 * The books of one restaurant day as an admin reads them: the sales report's totals, Admin Home's
 * counters and the orders CSV's rows (by column name), to compare before and after a change.
 */
export async function booksOf(app: FastifyInstance, admin: SignedIn, day: string) {
  const get = (url: string) => app.inject({ method: 'GET', url, headers: admin.headers });
  return {
    sales: (await get(`/api/reports/sales?from=${day}&to=${day}`)).json().totals,
    home: (await get('/api/admin-stats')).json(),
    csv: parse((await get(`/api/reports/orders.csv?from=${day}&to=${day}`)).body, {
      columns: true,
      bom: true,
    }) as Record<string, string>[],
  };
}
