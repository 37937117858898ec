import type { MenuItem } from '@bistro/contract/menu';
import { useLocation, useNavigate } from 'react-router';
import { showToast } from '@/components/ui/toast.tsx';
import { paths } from '@/config/paths.ts';
import { useGuestCheckout } from '@/config/restaurant-status.ts';
import { useAuth } from '@/lib/auth-context.ts';
import { showDialog } from '@/lib/dialogs.ts';
import { useLanguage, useTranslate } from '@/lib/i18n.ts';
import { useAddToCart } from './api/add-to-cart.ts';
import { browserCart } from './browser-cart.ts';
import { chooseOptions } from './dish-options-prompt.tsx';

/**
 * The add-to-cart action of the shop. A signed-in person's dish goes into their cart with a
 * brief toast; a visitor is asked to log in and, on confirming, the dish is kept in this browser
 * and joins their cart once they are in (logged in or signed up), back on this page. Where the
 * restaurant takes guest orders, a visitor's dish goes straight into this browser's cart instead.
 * A dish with options opens its dialog first (docs/dish-options.md); a visitor who must log in
 * chooses them after, from the shop (the dish kept in the browser gets its defaults).
 * `ready` is false while the session is being established: until then nobody knows which.
 * `addToCart` answers whether the dish is in a cart now (the button then shows it for a moment).
 */
export function useAddToCartAction(): { addToCart: (item: MenuItem) => Promise<boolean>; ready: boolean } {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const addToCart = useAddToCart();
  const guestsMayOrder = useGuestCheckout();
  const t = useTranslate();
  const { localized } = useLanguage();
  const showAdded = () => showToast(t('cart.added'), { duration: 500 });

  const add = async (item: MenuItem): Promise<boolean> => {
    // A dish with options is added from its dialog, which shows why it was not.
    if (item.optionGroups.length > 0 && (user || guestsMayOrder)) {
      const added = await chooseOptions(item, async (choices, price) => {
        if (user) {
          await addToCart.mutateAsync({ email: user.email, item, choices: choices.map((choice) => choice.id) });
        } else {
          browserCart.add(item, choices, price);
        }
      });
      if (added) showAdded();
      return added;
    }
    if (user) {
      try {
        await addToCart.mutateAsync({ email: user.email, item });
        showAdded();
        return true;
      } catch (error) {
        await showDialog({
          icon: 'error',
          title: t('cart.notAdded'),
          text: error instanceof Error ? error.message : t('cart.notAddedReason'),
        });
        return false;
      }
    }
    if (guestsMayOrder) {
      browserCart.add(item);
      showAdded();
      return true;
    }
    const answer = await showDialog({
      title: t('cart.notLoggedIn'),
      text: t('cart.logInToAdd'),
      icon: 'warning',
      cancel: true,
      confirmText: t('cart.yesLogIn'),
    });
    if (!answer) return false;
    browserCart.add(item);
    await navigate(localized(paths.login.getHref(location.pathname + location.search)));
    return false;
  };
  return { addToCart: add, ready: !loading };
}
