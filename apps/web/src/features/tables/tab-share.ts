import { percentOf } from '@bistro/contract/bill';
import { allocate, fromMajor, isWholeMinor, type Money, money } from '@bistro/contract/money';
import { TAB_SPLIT_MAX_PARTS, type TabSplitKind } from '@bistro/contract/tables';

/** What a payer has chosen so far on the paying form, as typed. */
export interface SplitChoice {
  kind: TabSplitKind;
  /** The number of equal parts, as typed. */
  parts: string;
  /** The amount, as typed (a decimal comma is read as a point). */
  amount: string;
  /** The tip in percent, or null for none. */
  tipPercent: number | null;
}

/** The number typed, or null when it is not one. */
export function typedNumber(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) ? value : null;
}

/**
 * What the payer's share and tip come to, shown before the card is asked for, as the server will
 * count them (tab-money.ts): all that is left, an N-th of it (the first share takes the cents left
 * over), or the amount typed; the tip a percentage of the share. Null while the choice is
 * incomplete, and for the payer's dishes, whose share (with its part of each round's tax) only
 * the server knows.
 */
export function shareShown(dueMajor: number, choice: SplitChoice): { share: Money; tip: Money } | null {
  const due = fromMajor(dueMajor);
  let share: Money | null = null;
  if (choice.kind === 'all') share = due;
  if (choice.kind === 'equal') {
    const parts = typedNumber(choice.parts);
    const valid = parts !== null && Number.isInteger(parts) && parts >= 2 && parts <= TAB_SPLIT_MAX_PARTS;
    if (valid && due.amount > 0) share = allocate(due, Array<number>(parts).fill(1))[0] ?? null;
  }
  if (choice.kind === 'amount') {
    const amount = typedNumber(choice.amount);
    if (amount !== null && amount > 0 && isWholeMinor(amount)) share = fromMajor(amount);
  }
  if (!share) return null;
  return { share, tip: choice.tipPercent === null ? money(0, share.currency) : percentOf(share, choice.tipPercent) };
}
