import { stat } from 'node:fs/promises';
import { seriousAxeFindings, withAxe } from './axe.ts';
import { expect, test } from './fixtures.ts';

test('an administrator takes a backup now: it is listed verified, downloads whole, and the page passes axe', async ({
  page,
  signUpAsAdmin,
}) => {
  await signUpAsAdmin({ name: 'Bea Backups' });
  await withAxe(page);
  await page.goto('/dashboard/reports');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Backups' }).click();
  await expect(page).toHaveURL('/dashboard/backups');
  await expect(page.getByRole('heading', { name: 'Backups', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Take a backup now' }).click();
  // Taken, then restored into a scratch database to be checked: a few seconds.
  const outcome = page.getByRole('region', { name: 'Take one now' }).getByRole('status');
  await expect(outcome).toHaveText(/^Backup bistro-boss-.*\.backup taken and verified\.$/, {
    timeout: 45_000,
  });
  const name = (await outcome.textContent())?.match(/bistro-boss-\S+\.backup/)?.[0] as string;
  const row = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Verified', exact: true }) })
    .first();
  await expect(row).toBeVisible();

  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: /^Download the backup taken / }).click();
  const file = await download;
  // The newest is listed first: the one just taken.
  expect(file.suggestedFilename()).toBe(name);
  expect((await stat(await file.path())).size).toBeGreaterThan(1000);

  expect(await seriousAxeFindings(page), 'the Backups page').toEqual([]);
});
