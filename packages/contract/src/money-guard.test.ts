/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repository = path.resolve(import.meta.dirname, '../../..');
const moneyModule = path.join(repository, 'packages/contract/src/money.ts');
const sourceFolders = ['apps/server/src', 'apps/web/src', 'packages/contract/src'];

/**
 * Floating-point money outside the money module: a price shown with toFixed, or moved between
 * dollars and cents by hand (× 100, / 100). A number that is not money is written without them
 * too (Intl.NumberFormat, a percent style), so that the rule stays this simple.
 */
const MONEY_ARITHMETIC = [
  {
    pattern: /\.toFixed\(/,
    why: 'toFixed on a number: show money with format()/formatPrice(), write it with toMajorText()',
  },
  { pattern: /[*/]\s*100\b(?![._\d])|\b100\s*\*/, why: 'dollars ↔ cents by hand: use fromMajor() / toMajor()' },
];

/** Each line of a source text that does money arithmetic the money module should do, with why. */
function moneyArithmetic(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      MONEY_ARITHMETIC.filter(({ pattern }) => pattern.test(line)).map(
        ({ why }) => `line ${index + 1}: ${line.trim()} — ${why}`,
      ),
    );
}

/** The app and contract sources that are not tests nor test helpers. */
function productionSources(): string[] {
  return sourceFolders.flatMap((folder) =>
    readdirSync(path.join(repository, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) => file !== moneyModule && !file.split(path.sep).includes('test')),
  );
}

describe('money guard', () => {
  it('finds no floating-point money outside the money module', () => {
    const found = productionSources().flatMap((file) =>
      moneyArithmetic(readFileSync(file, 'utf8')).map((finding) => `${path.relative(repository, file)} ${finding}`),
    );
    expect(found).toEqual([]);
  });

  it('looks at the sources of the server, the web app and the contract', () => {
    const files = productionSources().map((file) => path.relative(repository, file));
    expect(files).toContain('apps/server/src/features/payments/checkout.ts');
    expect(files).toContain('apps/web/src/features/stats/components/charts.tsx');
    expect(files).toContain('packages/contract/src/cart-totals.ts');
    expect(files).not.toContain('packages/contract/src/money.ts');
  });

  it('flags toFixed and dollars ↔ cents by hand, not other arithmetic by 100-something', () => {
    expect(moneyArithmetic('const text = price.toFixed(2);')).toHaveLength(1);
    expect(moneyArithmetic('formatPrice(order.totalCents / 100)')).toHaveLength(1);
    expect(moneyArithmetic('Math.round(dollars * 100)')).toHaveLength(1);
    expect(moneyArithmetic('const cents = 100 * dollars;')).toHaveLength(1);
    expect(moneyArithmetic('new Date(exp * 1000)')).toEqual([]);
    expect(moneyArithmetic('Math.round(maxBytes / 100_000) / 10')).toEqual([]);
    expect(moneyArithmetic('const total = 1450 + 100;')).toEqual([]);
  });
});
