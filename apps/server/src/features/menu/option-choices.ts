import { groupCountProblem, type OptionTranslations } from '@bistro/contract/options';
import type { OrderedChoice } from '../../db/schema.ts';
import { badRequest, conflict } from '../../http/problems.ts';
import { wordsOf } from '../languages/index.ts';

/** A choice of a dish's group, as the database has it now. */
export interface DishChoice {
  id: string;
  name: string;
  priceCents: number;
  isDefault: boolean;
  soldOut: boolean;
  /** When a choice sold out for today comes back by itself (null otherwise). */
  soldOutUntil: Date | null;
  /** How many are left to sell (null: not counted), and what the count goes back to each day. */
  stock: number | null;
  parLevel: number | null;
  translations: OptionTranslations;
}

/** An option group of a dish with its choices, in the order the dish shows them. */
export interface DishGroup {
  id: string;
  name: string;
  min: number;
  max: number;
  choices: DishChoice[];
  translations: OptionTranslations;
}

/** A dish's choices as a cart line or order keeps them: their ids in one spelling, and each with its group. */
export interface ResolvedChoices {
  /** Sorted: the same choices in any order are one line. */
  ids: string[];
  choices: OrderedChoice[];
}

/** A group's rule, broken, naming the group: "Size: choose 1". */
function groupProblem({ name: group, min, max }: DishGroup) {
  if (min === max) return wordsOf('refusal.chooseCount', { group, count: min });
  if (min === 0) return wordsOf('refusal.chooseUpTo', { group, max });
  return wordsOf('refusal.chooseBetween', { group, min, max });
}

/**
 * The choices that go with one of a dish, checked against its groups: each must be one of the
 * dish's (400), each group's count within its rule (400 naming the group), none sold out (409
 * naming it). `undefined` (a client that knows no options) takes every group's default choices.
 */
export function resolveChoices(dishName: string, groups: readonly DishGroup[], sent: readonly string[] | undefined) {
  const known = new Map(groups.flatMap((group) => group.choices.map((choice) => [choice.id, { group, choice }])));
  const unknown = sent?.find((id) => !known.has(id));
  if (unknown) throw badRequest(wordsOf('refusal.choiceNotOffered', { dish: dishName }), { choice: unknown });
  const chosen = groups.flatMap((group) => {
    const picked = group.choices.filter((choice) => (sent ? sent.includes(choice.id) : choice.isDefault));
    if (groupCountProblem(group, picked.length)) throw badRequest(groupProblem(group), { group: group.name });
    return picked.map((choice) => ({ group, choice }));
  });
  const soldOut = chosen.find(({ choice }) => choice.soldOut);
  if (soldOut) {
    throw conflict(wordsOf('refusal.choiceSoldOut', { choice: soldOut.choice.name, group: soldOut.group.name }));
  }
  return toResolved(chosen);
}

/**
 * The choices a cart line holds, read again from the dish's groups now (names and prices are
 * current); `missing` when one has gone (its group left the dish), `soldOut` when one is.
 */
export function choicesOfLine(groups: readonly DishGroup[], ids: readonly string[]) {
  const chosen = groups.flatMap((group) =>
    group.choices.filter((choice) => ids.includes(choice.id)).map((choice) => ({ group, choice })),
  );
  return {
    ...toResolved(chosen),
    missing: chosen.length !== ids.length,
    soldOut: chosen.some(({ choice }) => choice.soldOut),
  };
}

function toResolved(chosen: { group: DishGroup; choice: DishChoice }[]): ResolvedChoices {
  return {
    ids: chosen.map(({ choice }) => choice.id).sort(),
    choices: chosen.map(({ group, choice }) => ({
      id: choice.id,
      group: group.name,
      name: choice.name,
      priceCents: choice.priceCents,
    })),
  };
}
