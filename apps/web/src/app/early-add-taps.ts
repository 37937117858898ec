import type { MenuItem } from '@bistro/contract/menu';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCart } from '@/features/cart/api/get-cart.ts';
import { useAddToCartAction } from '@/features/cart/use-add-to-cart-action.ts';
import { menuQueryOptions } from '@/features/menu/api/get-menu.ts';
import { useAuth } from '@/lib/auth-context.ts';
import { useLanguage } from '@/lib/i18n.ts';

/** What public/early-taps.js keeps of the taps made before the app ran. */
interface EarlyTaps {
  dishes: string[];
  taken: boolean;
}

declare global {
  interface Window {
    bistroEarlyTaps?: EarlyTaps;
  }
}

/**
 * Adds the dishes tapped before the app was running, once it knows who is signed in: the same
 * action as a tap now (a visitor is asked to log in). The pages with add buttons carry the menu
 * in their HTML, so the dishes are known without asking the server. A signed-in person's cart is
 * read once first: a dish added while that first read is on its way could be missing from the
 * answer, and the navbar would count what it answered.
 */
export function useEarlyAddTaps(): void {
  const { addToCart, ready } = useAddToCartAction();
  const { user } = useAuth();
  const cart = useCart();
  const queryClient = useQueryClient();
  const { language } = useLanguage();
  const cartKnown = !user || cart.isFetched;
  useEffect(() => {
    const taps = window.bistroEarlyTaps;
    if (!ready || !cartKnown || !taps || taps.taken) return;
    taps.taken = true;
    const menu = queryClient.getQueryData<MenuItem[]>(menuQueryOptions(language).queryKey) ?? [];
    const dishes = taps.dishes.flatMap((id) => menu.find((item) => item._id === id) ?? []);
    for (const button of document.querySelectorAll('[data-add-dish][aria-busy]')) button.removeAttribute('aria-busy');
    void (async () => {
      for (const dish of dishes) await addToCart(dish);
    })();
  }, [ready, cartKnown, queryClient, addToCart, language]);
}
