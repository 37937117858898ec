import type pg from 'pg';

/**
 * Fills a migrated, menu-seeded database with `lines` payment lines: 1,000 customers, one
 * payment per four lines spread over a year, dishes picked round-robin. All in SQL, so a
 * million lines take seconds.
 */
export async function seedPayments(client: pg.Client, lines: number): Promise<void> {
  const paymentsCount = Math.max(1, Math.floor(lines / 4));
  await client.query(`
    insert into users (name, email, role)
    select 'Diner ' || g, 'diner' || g || '@bench.test', 'user' from generate_series(1, 1000) g
    on conflict (email) do nothing`);
  await client.query(
    `
    insert into payments (user_id, email, price_cents, transaction_id, date, cart_ids, menu_ids, status)
    select u.id, u.email, 0, 'pi_bench_' || g, now() - (g % 525600) * interval '1 minute', '{}', '{}', 'pending'
    from generate_series(1, $1::int) g
    join users u on u.email = 'diner' || (1 + g % 1000) || '@bench.test'`,
    [paymentsCount],
  );
  await client.query(`
    with dishes as (select id, name, price_cents, row_number() over (order by name) - 1 as n, count(*) over () as total from menu_items),
         numbered as (select id, row_number() over (order by id) as n from payments)
    insert into payment_lines (payment_id, menu_item_id, name, price_cents)
    select p.id, d.id, d.name, d.price_cents
    from numbered p
    cross join generate_series(0, 3) slot
    join dishes d on d.n = (p.n * 7 + slot * 11) % d.total`);
  await client.query(`
    update payments p set price_cents = t.total
    from (select payment_id, sum(price_cents) as total from payment_lines group by payment_id) t
    where t.payment_id = p.id`);
  // The running sales per dish, as the payment transaction keeps them.
  await client.query('delete from sales_per_item');
  await client.query(`
    insert into sales_per_item (menu_item_id, name, quantity, amount_cents)
    select menu_item_id, max(name), count(*), sum(price_cents) from payment_lines group by menu_item_id`);
  await client.query('analyze');
}
