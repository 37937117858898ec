import type { Page } from '@playwright/test';

/**
 * Holds the page's requests for `url` (a glob or a pattern) until the function answered is called:
 * a part of the page that a slow network brings when the test says.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
