// The restaurant of the benches that open a diner's pages beyond the public ones: a table's menu
// (/t/<code>) and the guest checkout with delivery (/checkout), made in a data dir before the
// server starts on it.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MenuItem } from '@bistro/contract/menu';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config/env.ts';
import { type SignedIn, signInAs } from '../../apps/server/test/helper.ts';
import { aroundTheClock } from '../../apps/server/test/restaurant-hours.ts';
import { saveTables } from '../../apps/server/test/seated-bookings.ts';

/** A line of the cart a browser keeps for a guest (`bistro-cart` in its local storage). */
export interface KeptCartLine {
  menuID: string;
  name: string;
  image: string;
  price: number;
  quantity: number;
  choices: [];
}

export interface BenchRestaurant {
  dataDir: string;
  /** The code on the card of its table, T1, open. */
  code: string;
  /** A dish without options, as a guest's browser keeps it in its cart. */
  cart: KeptCartLine[];
}

async function send(app: FastifyInstance, owner: SignedIn, method: 'PUT' | 'POST', url: string, payload?: object) {
  const answer = await app.inject({ method, url, headers: owner.headers, ...(payload ? { payload } : {}) });
  if (answer.statusCode >= 300) throw new Error(`the bench restaurant: ${method} ${url} answered ${answer.body}`);
  return answer;
}

/**
 * A restaurant with a table, open, as staff open it when they seat the diners; that takes guests'
 * orders and delivers within 5 km (its data dir).
 */
export async function benchRestaurant(): Promise<BenchRestaurant> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bistro-bench-'));
  const app = await buildApp({ config: loadConfig({ ...process.env, DATA_DIR: dataDir }), logger: false });
  try {
    const owner = await signInAs(app, { email: 'owner@bench.test', role: 'admin' });
    await saveTables(app, owner, ['T1']);
    await send(app, owner, 'POST', '/api/tables/T1/open');
    const settings = (
      await app.inject({ method: 'GET', url: '/api/restaurant/settings', headers: owner.headers })
    ).json();
    // Open around the clock: the pages are measured as a diner finds them during service, whatever
    // the hour the bench runs at (closed, they render other notices and controls).
    await send(app, owner, 'PUT', '/api/restaurant/settings', {
      ...settings,
      weekly: aroundTheClock,
      guestCheckout: true,
    });
    await send(app, owner, 'PUT', '/api/delivery/setup', {
      enabled: true,
      origin: { lat: 48.8566, lng: 2.3522 },
      zones: [{ name: 'Centre', radiusKm: 5, fee: 3.5, minOrder: 0 }],
      prepMinutes: 20,
      minutesPerKm: 4,
    });
    const [table] = await app.tables.list();
    if (!table) throw new Error('the bench restaurant has no table');
    const menu: MenuItem[] = (await app.inject({ method: 'GET', url: '/api/menu' })).json();
    const dish = menu.find((item) => item.optionGroups.length === 0 && !item.soldOut);
    if (!dish) throw new Error('the bench restaurant has no dish without options');
    const { _id: menuID, name, image, price } = dish;
    return { dataDir, code: table.code, cart: [{ menuID, name, image, price, quantity: 2, choices: [] }] };
  } finally {
    await app.close();
  }
}
