import type { MenuItem } from '@bistro/contract/menu';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAddToCartAction } from '@/features/cart/use-add-to-cart-action.ts';
import { menuQueryOptions } from '@/features/menu/api/get-menu.ts';
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
 * in their HTML, so the dishes are known without asking the server.
 */
export function useEarlyAddTaps(): void {
  const { addToCart, ready } = useAddToCartAction();
  const queryClient = useQueryClient();
  const { language } = useLanguage();
  useEffect(() => {
    const taps = window.bistroEarlyTaps;
    if (!ready || !taps || taps.taken) return;
    taps.taken = true;
    const menu = queryClient.getQueryData<MenuItem[]>(menuQueryOptions(language).queryKey) ?? [];
    const dishes = taps.dishes.flatMap((id) => menu.find((item) => item._id === id) ?? []);
    for (const button of document.querySelectorAll('[data-add-dish][aria-busy]')) button.removeAttribute('aria-busy');
    void (async () => {
      for (const dish of dishes) await addToCart(dish);
    })();
  }, [ready, queryClient, addToCart, language]);
}
