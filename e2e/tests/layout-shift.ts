import type { Page } from '@playwright/test';

/** The page's cumulative layout shift so far (Chromium's layout-shift entries, as Lighthouse's CLS). */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((entries, observer) => {
          observer.disconnect();
          const shifts = entries.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
          resolve(shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // The observer says nothing when nothing has moved.
        setTimeout(() => resolve(0), 1000);
      }),
  );
}
