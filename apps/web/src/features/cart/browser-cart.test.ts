import { MAX_CART_QUANTITY } from '@bistro/contract/constants';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { browserCart, browserLineKey, useBrowserCart } from './browser-cart.ts';

const soup = { _id: 'soup-1', name: 'Tomato Soup', image: '/pictures/soup.webp', price: 7.5 };
const pizza = { _id: 'pizza-1', name: 'Margherita Pizza', image: '/pictures/pizza.webp', price: 12.95 };

describe('the cart kept in the browser before signing in', () => {
  afterEach(() => {
    browserCart.takeAll();
    localStorage.clear();
  });

  it('keeps each dish once, counting how many, across a reload of the page', () => {
    browserCart.add(soup);
    browserCart.add(pizza);
    browserCart.add(soup);
    const kept = JSON.parse(localStorage.getItem('bistro-cart') ?? '[]');
    expect(kept.map((line: { name: string; quantity: number }) => [line.name, line.quantity])).toEqual([
      ['Tomato Soup', 2],
      ['Margherita Pizza', 1],
    ]);
  });

  it(`never holds more than ${MAX_CART_QUANTITY} of a dish, as the account's cart`, () => {
    for (let added = 0; added < MAX_CART_QUANTITY + 3; added++) browserCart.add(soup);
    expect(browserCart.lines()[0]?.quantity).toBe(MAX_CART_QUANTITY);
  });

  it('hands everything over once and is then empty', () => {
    browserCart.add(pizza);
    expect(browserCart.takeAll().map((line) => line.menuID)).toEqual(['pizza-1']);
    expect(browserCart.lines()).toEqual([]);
    expect(localStorage.getItem('bistro-cart')).toBeNull();
  });

  it('changes and removes lines', () => {
    browserCart.add(soup);
    browserCart.add(pizza);
    browserCart.setQuantity(browserLineKey({ menuID: 'soup-1', choices: [] }), 4);
    browserCart.remove(browserLineKey({ menuID: 'pizza-1', choices: [] }));
    expect(browserCart.lines()).toEqual([
      { menuID: 'soup-1', name: 'Tomato Soup', image: soup.image, price: 7.5, quantity: 4, choices: [] },
    ]);
  });

  it('keeps a dish with other choices on a line of its own, priced with them, and merges the same choices', () => {
    const large = { id: 'large', group: 'Size', name: 'Large', price: 4 };
    const olives = { id: 'olives', group: 'Extras', name: 'Olives', price: 1 };
    browserCart.add(pizza, [large, olives], 17.95);
    browserCart.add(pizza);
    browserCart.add(pizza, [olives, large], 17.95);
    expect(browserCart.lines().map((line) => [line.quantity, line.price, line.choices.map((c) => c.name)])).toEqual([
      [2, 17.95, ['Large', 'Olives']],
      [1, 12.95, []],
    ]);
  });

  it('follows what another tab writes, and counts anything unreadable as empty', () => {
    const { result } = renderHook(() => useBrowserCart());
    expect(result.current).toEqual([]);
    const elsewhere = { menuID: 'x', name: 'Kept elsewhere', image: '', price: 3, quantity: 2 };
    act(() => {
      localStorage.setItem('bistro-cart', JSON.stringify([elsewhere]));
      window.dispatchEvent(new StorageEvent('storage', { key: 'bistro-cart' }));
    });
    // A line kept before dishes had options reads as one without choices.
    expect(result.current).toEqual([{ ...elsewhere, choices: [] }]);
    act(() => {
      localStorage.setItem('bistro-cart', '{not json');
      window.dispatchEvent(new StorageEvent('storage', { key: 'bistro-cart' }));
    });
    expect(result.current).toEqual([]);
  });
});
