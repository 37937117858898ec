import type { Page } from '@playwright/test';
import axe from 'axe-core';

/** Puts axe-core in the page's next documents, before their own scripts (as accessibility.spec.ts does). */
export const withAxe = (page: Page) => page.addInitScript({ content: axe.source });

/**
 * axe's serious and critical findings (WCAG 2.0–2.2 A and AA, best practices) on the page as it is
 * now. A page still settling (a button enabled as axe reads it: a live board whose other tickets
 * come back from a change) is read once more after its transitions end: a real finding stays.
 */
export async function seriousAxeFindings(page: Page) {
  const first = await findingsOnce(page);
  return first.length === 0 ? first : findingsOnce(page);
}

function findingsOnce(page: Page) {
  return page.evaluate(async () => {
    const { axe: inPage } = window as unknown as { axe: typeof import('axe-core') };
    // Colours read in the middle of a transition (a button just enabled) are neither the before nor the after.
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
    const results = await inPage.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
  });
}
