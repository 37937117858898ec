import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  findInSources,
  type LineRule,
  linesBreaking,
  productionSources,
  repository,
} from './test/production-sources.ts';

/**
 * Floating-point money outside the money module: a price shown with toFixed, or moved between
 * dollars and cents by hand (× 100, / 100). A number that is not money is written without them
 * too (Intl.NumberFormat, a percent style), so that the rule stays this simple.
 */
const MONEY_ARITHMETIC: LineRule[] = [
  {
    pattern: /\.toFixed\(/,
    why: 'toFixed on a number: show money with format()/formatPrice(), write it with toMajorText()',
  },
  { pattern: /[*/]\s*100\b(?![._\d])|\b100\s*\*/, why: 'dollars ↔ cents by hand: use fromMajor() / toMajor()' },
];

const moneyArithmetic = linesBreaking(MONEY_ARITHMETIC);

describe('money guard', () => {
  it('finds no floating-point money outside the money module', () => {
    expect(findInSources(moneyArithmetic, ['packages/contract/src/money.ts'])).toEqual([]);
  });

  it('looks at the sources of the server, the web app and the contract', () => {
    const files = productionSources().map((file) => path.relative(repository, file));
    expect(files).toContain('apps/server/src/features/orders/flows/checkout.ts');
    expect(files).toContain('apps/web/src/features/stats/components/charts.tsx');
    expect(files).toContain('packages/contract/src/cart-totals.ts');
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
