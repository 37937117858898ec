import type { Page, Route } from '@playwright/test';

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

/**
 * A route handler that lets the request through half a second late: a part of the page arriving
 * after the rest, as on a busy network, for a test that checks it moves nothing when it comes.
 */
export async function halfASecondLate(route: Route): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 500));
  await route.continue();
}
