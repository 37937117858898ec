// The restaurant of the benches that open a table's menu (/t/<code>): made in a data dir before
// the server starts on it.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config/env.ts';
import { signInAs } from '../../apps/server/test/helper.ts';
import { saveTables } from '../../apps/server/test/seated-bookings.ts';

/** A restaurant with a table, open (its data dir), and the code on the table's card. */
export async function restaurantWithATable(): Promise<{ dataDir: string; code: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bistro-bench-'));
  const app = await buildApp({ config: loadConfig({ ...process.env, DATA_DIR: dataDir }), logger: false });
  try {
    const owner = await signInAs(app, { email: 'owner@bench.test', role: 'admin' });
    await saveTables(app, owner, ['T1']);
    // Open, as staff open it when they seat the diners: its card orders from the menu.
    const opened = await app.inject({ method: 'POST', url: '/api/tables/T1/open', headers: owner.headers });
    if (opened.statusCode !== 201) throw new Error(`the bench could not open its table: ${opened.body}`);
    const [table] = await app.tables.list();
    if (!table) throw new Error('the bench restaurant has no table');
    return { dataDir, code: table.code };
  } finally {
    await app.close();
  }
}
