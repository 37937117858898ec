import { format } from '@bistro/contract/money';
import { describe, expect, it } from 'vitest';
import { type SplitChoice, shareShown } from './tab-share.ts';

const choice = (chosen: Partial<SplitChoice>): SplitChoice => ({
  kind: 'all',
  parts: '2',
  amount: '',
  tipPercent: null,
  ...chosen,
});
const shown = (due: number, chosen: Partial<SplitChoice>) => {
  const result = shareShown(due, choice(chosen));
  return result && { share: format(result.share), tip: format(result.tip) };
};

describe('the share shown on the paying form', () => {
  it('is all that is left, or an N-th of it with the odd cent in the first share', () => {
    expect(shown(40.01, {})).toEqual({ share: '$40.01', tip: '$0.00' });
    expect(shown(40.01, { kind: 'equal', parts: '2' })).toEqual({ share: '$20.01', tip: '$0.00' });
    expect(shown(10, { kind: 'equal', parts: '3' })).toEqual({ share: '$3.34', tip: '$0.00' });
    expect(shown(10, { kind: 'equal', parts: '30' })).toEqual({ share: '$0.34', tip: '$0.00' });
  });

  it('shows nothing for a number of parts the server refuses, nor for the payer’s dishes', () => {
    for (const parts of ['', '1', '0', '31', '2.5', 'two']) expect(shown(10, { kind: 'equal', parts })).toBeNull();
    expect(shown(10, { kind: 'lines' })).toBeNull();
  });

  it('reads an amount typed with a decimal comma, and not one in fractions of a cent', () => {
    expect(shown(30, { kind: 'amount', amount: '12,50' })).toEqual({ share: '$12.50', tip: '$0.00' });
    expect(shown(30, { kind: 'amount', amount: '12.505' })).toBeNull();
    expect(shown(30, { kind: 'amount', amount: '0' })).toBeNull();
  });

  it('adds a tip as a percentage of the share, rounded to the cent', () => {
    expect(shown(40.01, { kind: 'equal', parts: '2', tipPercent: 15 })).toEqual({ share: '$20.01', tip: '$3.00' });
    expect(shown(33.33, { tipPercent: 10 })).toEqual({ share: '$33.33', tip: '$3.33' });
  });
});
