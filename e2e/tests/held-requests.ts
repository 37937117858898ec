import type { Locator, Page, Route } from '@playwright/test';

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

/**
 * Taps `button` of a page whose app has not started (its scripts held) as a finger does, where it
 * is: a switched-off button gets no click, and the page's first script (public/early-taps.js),
 * listening once it is there, keeps the tap.
 */
export async function tapBeforeTheApp(page: Page, button: Locator): Promise<void> {
  await page.waitForFunction(() => 'bistroEarlyTaps' in window);
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  await page.mouse.click((box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2);
}
