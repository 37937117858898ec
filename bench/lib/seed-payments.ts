import type pg from 'pg';

/**
 * Fills a migrated, menu-seeded database with about `lines` order lines: 1,000 customers, one
 * completed order of four dishes per four lines, spread over a year, dishes picked round-robin,
 * each paid (a payment row). All in SQL, so a million lines take seconds.
 */
export async function seedPayments(client: pg.Client, lines: number): Promise<void> {
  const ordersCount = Math.max(1, Math.floor(lines / 4));
  await client.query(`
    insert into users (name, email, role)
    select 'Diner ' || g, 'diner' || g || '@bench.test', 'user' from generate_series(1, 1000) g
    on conflict (email) do nothing`);
  await client.query(
    `
    insert into orders (user_id, email, customer_name, status, subtotal_cents, total_cents, cart_fingerprint, intent_id, created_at, paid_at)
    select u.id, u.email, u.name, 'completed', 1, 1, '', 'pi_bench_' || g, stamp, stamp
    from generate_series(1, $1::int) g
    join users u on u.email = 'diner' || (1 + g % 1000) || '@bench.test'
    cross join lateral (select now() - (g % 525600) * interval '1 minute' as stamp) at`,
    [ordersCount],
  );
  await client.query(`
    with dishes as (select id, name, price_cents, row_number() over (order by name) - 1 as n, count(*) over () as total from menu_items),
         numbered as (select id, row_number() over (order by id) as n from orders where intent_id like 'pi_bench_%')
    insert into order_lines (order_id, menu_item_id, name, quantity, unit_price_cents)
    select o.id, d.id, d.name, 1, d.price_cents
    from numbered o
    cross join generate_series(0, 3) slot
    join dishes d on d.n = (o.n * 7 + slot * 11) % d.total`);
  await client.query(`
    update orders o set subtotal_cents = t.total, total_cents = t.total
    from (select order_id, sum(quantity * unit_price_cents) as total from order_lines group by order_id) t
    where t.order_id = o.id and o.intent_id like 'pi_bench_%'`);
  await client.query(`
    insert into payments (order_id, user_id, email, price_cents, transaction_id, date, cart_ids, menu_ids)
    select id, user_id, email, total_cents, intent_id, paid_at, '{}', '{}' from orders where intent_id like 'pi_bench_%'`);
  // The running sales per dish, as the order transactions keep them.
  await client.query('delete from sales_per_item');
  await client.query(`
    insert into sales_per_item (menu_item_id, name, quantity, amount_cents)
    select l.menu_item_id, max(l.name), sum(l.quantity), sum(l.quantity * l.unit_price_cents)
    from order_lines l join orders o on o.id = l.order_id
    where o.status in ('pending', 'preparing', 'ready', 'completed')
    group by l.menu_item_id`);
  // What each diner bought per dish, as the order transactions keep it.
  await client.query('delete from sales_per_diner');
  await client.query(`
    insert into sales_per_diner (user_id, menu_item_id, name, quantity, amount_cents)
    select o.user_id, l.menu_item_id, l.name, sum(l.quantity - l.refunded_quantity),
           sum((l.quantity - l.refunded_quantity) * l.unit_price_cents)
    from order_lines l join orders o on o.id = l.order_id
    where o.user_id is not null and o.paid_at is not null and o.status <> 'cancelled'
    group by o.user_id, l.menu_item_id, l.name`);
  // The books per restaurant day (decision 032), as the order transactions keep them: the seeded
  // orders are all paid, none refunded, online and picked up, in the zone the server keeps them in.
  await client.query(`delete from sales_per_day where source = 'order'`);
  await client.query(`
    insert into sales_per_day (day, source, channel, fulfilment, orders, charged_cents, tax_cents, tip_cents, discount_cents, delivery_fee_cents)
    select (o.paid_at at time zone z.time_zone)::date, 'order', o.channel, o.fulfilment, count(*), sum(o.total_cents),
           sum(o.tax_cents), sum(o.tip_cents), sum(o.discount_cents), sum(o.delivery_fee_cents)
    from orders o cross join sales_per_day_zone z
    where o.paid_at is not null
    group by 1, 3, 4`);
  await client.query('analyze');
}
