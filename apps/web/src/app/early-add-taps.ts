import type { MenuItem } from '@bistro/contract/menu';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
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
 * Gives the dishes tapped before the app was running to `add`, in the order tapped, once `ready`:
 * the same action as a tap now (the shop's pages add to the cart once it is known who is signed
 * in, a table's page to the round). Each page with add buttons takes them, and carries the menu in
 * its HTML, so the dishes are known without asking the server.
 */
export function useEarlyTaps(add: (dish: MenuItem) => Promise<unknown>, ready: boolean): void {
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
      for (const dish of dishes) await add(dish);
    })();
  }, [ready, queryClient, add, language]);
}
