import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { showToast } from '@/components/ui/toast.tsx';
import { ApiRequestError } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth-context.ts';
import { refreshQueries } from '@/lib/refresh-queries.ts';
import { addToCart } from './api/add-to-cart.ts';
import { cartKey } from './api/get-cart.ts';
import { browserCart, browserLineKey } from './browser-cart.ts';

let joining: Promise<void> | null = null;

/**
 * Adds each dish kept in the browser to the account's cart, line by line; a line leaves the
 * browser once the server has it, or once it refused it for good (sold out, off the menu). If
 * the restaurant cannot be reached, the rest stays for the next sign-in or page load.
 */
async function joinAccountCart(email: string): Promise<string[]> {
  const refused: string[] = [];
  for (const line of browserCart.lines()) {
    try {
      await addToCart({
        email,
        item: { _id: line.menuID, name: line.name, image: line.image, price: line.price },
        quantity: line.quantity,
        choices: line.choices.map((choice) => choice.id),
      });
    } catch (failure) {
      if (!(failure instanceof ApiRequestError) || failure.status >= 500) break;
      refused.push(failure.message);
    }
    browserCart.remove(browserLineKey(line));
  }
  return refused;
}

/**
 * Once someone is signed in (signed in just now, or back with a session), the dishes they chose
 * before join their account's cart. Mounted once, around every page.
 */
export function useBrowserCartJoining(): void {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const email = user?.email;
  useEffect(() => {
    if (!email || joining || browserCart.lines().length === 0) return;
    joining = joinAccountCart(email)
      .then((refused) => {
        for (const reason of refused) showToast(`Not added to your cart: ${reason}`, { duration: 6000 });
      })
      .finally(() => {
        joining = null;
        void refreshQueries(queryClient, cartKey);
      });
  }, [email, queryClient]);
}
