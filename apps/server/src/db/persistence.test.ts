import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/helper.ts';
import { buildApp } from '../app.ts';

describe('the embedded database on disk', () => {
  it('keeps its data across a restart and seeds only the first time', { timeout: 60_000 }, async () => {
    const config = await testConfig();
    expect(config.database.kind).toBe('pglite');

    const first = await buildApp({ config, logger: false });
    const seeded = (await first.inject({ method: 'GET', url: '/api/menu' })).json() as unknown[];
    expect(seeded.length).toBeGreaterThan(0);
    await first.database.db.execute(
      sql`insert into menu_items (name, recipe, image, price_cents) values ('Added before restart', '', '/x.webp', 500)`,
    );
    await first.close();

    const second = await buildApp({ config, logger: false });
    try {
      const menu = (await second.inject({ method: 'GET', url: '/api/menu' })).json() as { name: string }[];
      expect(menu).toHaveLength(seeded.length + 1);
      expect(menu.map((item) => item.name)).toContain('Added before restart');
    } finally {
      await second.close();
    }
  });
});
