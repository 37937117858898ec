// `npm run test:any-hour`: the tests that touch time, run at the hours that break such tests.
// The browser tests of bookings, hours, slots, reports, reviews, guest orders, the counter, the
// accept step and delivery run four times, each on sites whose restaurant is in a time zone chosen now so that
// its clock reads about 23:45, 00:15, 06:00 and 13:00 (E2E_TIME_ZONE); then the unit and API tests
// run with the machine in the first and the last time zones of the world (UTC+14 and UTC−10, TZ).
// Every pass runs, whichever fails; the run fails if any did. See docs/testing.md.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { zoneWhereItIs } from './time-zones.ts';

const root = path.resolve(import.meta.dirname, '..');
const RESTAURANT_HOURS = ['23:45', '00:15', '06:00', '13:00'];
const SPECS = [
  'bookings',
  'guest-booking',
  'restaurant-rules',
  'orders',
  'reports',
  'reviews',
  'guest-checkout',
  'public-pages',
  'refunds-stock',
  'counter',
  'kitchen-accept',
  'delivery',
].map((name) => `tests/${name}.spec.ts`);
const MACHINE_ZONES = ['Pacific/Kiritimati', 'America/Adak'];

const failed: string[] = [];

function pass(title: string, command: string, args: string[], cwd: string, env: Record<string, string>) {
  console.log(`\n::: ${title}`);
  const { status } = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (status !== 0) failed.push(title);
}

for (const hour of RESTAURANT_HOURS) {
  const zone = zoneWhereItIs(hour, new Date());
  pass(
    `browser tests, the restaurant at about ${hour}: ${zone.name}, where it is ${zone.localTime}`,
    'npx',
    ['playwright', 'test', ...SPECS],
    path.join(root, 'e2e'),
    { E2E_TIME_ZONE: zone.name },
  );
}
for (const zone of MACHINE_ZONES) {
  pass(`unit and API tests, the machine in ${zone}`, 'npx', ['vitest', 'run'], root, { TZ: zone });
}

if (failed.length > 0) {
  console.error(`\n::: failed at some hour:\n${failed.map((title) => `  - ${title}`).join('\n')}`);
  process.exit(1);
}
console.log('\n::: every pass passed, at every hour and in every zone tried');
