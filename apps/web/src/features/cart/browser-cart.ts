import { choiceKey } from '@bistro/contract/choice-key';
import { MAX_CART_QUANTITY } from '@bistro/contract/constants';
import type { MenuItem } from '@bistro/contract/menu';
import type { ChosenChoice } from '@bistro/contract/options';
import { useSyncExternalStore } from 'react';

/**
 * A dish chosen by someone not signed in: what the cart shows of it (its price for one with its
 * choices), its choices, and how many. The server prices it again at checkout.
 */
export interface BrowserCartLine {
  menuID: string;
  name: string;
  image: string;
  price: number;
  quantity: number;
  choices: ChosenChoice[];
}

/** A line's identity: its dish and its choices (the same dish with other choices is another line). */
export const browserLineKey = (line: Pick<BrowserCartLine, 'menuID' | 'choices'>) =>
  `${line.menuID}|${choiceKey(line.choices.map((choice) => choice.id))}`;

const STORAGE_KEY = 'bistro-cart';
const NO_LINES: readonly BrowserCartLine[] = [];

function isLine(value: unknown): value is Omit<BrowserCartLine, 'choices'> & { choices?: ChosenChoice[] } {
  const line = value as Partial<BrowserCartLine> | null;
  return (
    (line?.choices === undefined || Array.isArray(line.choices)) &&
    typeof line?.menuID === 'string' &&
    typeof line.name === 'string' &&
    typeof line.image === 'string' &&
    typeof line.price === 'number' &&
    Number.isInteger(line.quantity) &&
    (line.quantity ?? 0) >= 1
  );
}

/** What this browser keeps; anything unreadable (another version, a hand edit) counts as empty. */
function readStorage(): readonly BrowserCartLine[] {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    // Lines kept before dishes had options have no choices.
    return Array.isArray(kept)
      ? kept.filter(isLine).map((line) => ({ ...line, choices: line.choices ?? [] }))
      : NO_LINES;
  } catch {
    return NO_LINES;
  }
}

let snapshot: readonly BrowserCartLine[] | null = null;
const listeners = new Set<() => void>();

function write(lines: readonly BrowserCartLine[]) {
  if (lines.length === 0) localStorage.removeItem(STORAGE_KEY);
  else localStorage.setItem(STORAGE_KEY, JSON.stringify(lines));
  snapshot = lines.length === 0 ? NO_LINES : lines;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  // Another tab changed it: read it again.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY && event.key !== null) return;
    snapshot = null;
    listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Dishes chosen in this browser before signing in. They stay here (localStorage) until the
 * person signs in or up, then join the account's cart (`useBrowserCartJoining`).
 */
export const browserCart = {
  lines(): readonly BrowserCartLine[] {
    snapshot ??= readStorage();
    return snapshot;
  },

  /** One more of a dish with these choices, at `price` for one (the dish's with what they add). */
  add(
    item: Pick<MenuItem, '_id' | 'name' | 'image' | 'price'>,
    choices: ChosenChoice[] = [],
    price = item.price,
  ): void {
    const lines = browserCart.lines();
    const key = browserLineKey({ menuID: item._id, choices });
    const kept = lines.find((line) => browserLineKey(line) === key);
    write(
      kept
        ? lines.map((line) =>
            line === kept ? { ...line, quantity: Math.min(line.quantity + 1, MAX_CART_QUANTITY) } : line,
          )
        : [...lines, { menuID: item._id, name: item.name, image: item.image, price, quantity: 1, choices }],
    );
  },

  /** How many of the line with this key (browserLineKey). */
  setQuantity(key: string, quantity: number): void {
    write(browserCart.lines().map((line) => (browserLineKey(line) === key ? { ...line, quantity } : line)));
  },

  remove(key: string): void {
    write(browserCart.lines().filter((line) => browserLineKey(line) !== key));
  },

  /** Hands over every line and empties the browser's cart (they are being added to an account). */
  takeAll(): readonly BrowserCartLine[] {
    const lines = browserCart.lines();
    if (lines.length > 0) write(NO_LINES);
    return lines;
  },
};

/** The browser's cart, kept current across components and tabs; empty while the server renders. */
export function useBrowserCart(): readonly BrowserCartLine[] {
  return useSyncExternalStore(subscribe, browserCart.lines, () => NO_LINES);
}
