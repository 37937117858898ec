import type { GuestIntent } from '@bistro/contract/guest-checkout';

/** A line the browser keeps, as a guest's checkout needs it. */
export interface KeptLine {
  menuID: string;
  quantity: number;
  choices: readonly { id: string }[];
}

/** The browser's lines as the guest's quote and payment send them: each dish, its choices (ids) and how many. */
export const guestLinesOf = (lines: readonly KeptLine[]): GuestIntent['lines'] =>
  lines.map((line) => ({
    menuId: line.menuID,
    quantity: line.quantity,
    choices: line.choices.map((choice) => choice.id),
  }));
