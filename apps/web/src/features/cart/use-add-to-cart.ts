import type { MenuItem } from '@bistro/contract/menu';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { showDialog } from '@/lib/dialogs.ts';

/**
 * The add-to-cart action of the shop. A visitor who is not signed in is asked to log in
 * and, on confirming, comes back to this page after login.
 */
export function useAddToCart(): (item: MenuItem) => Promise<void> {
  const navigate = useNavigate();
  const location = useLocation();
  return async () => {
    const answer = await showDialog({
      title: 'You are not logged in !',
      text: 'Please log in to add to the cart',
      icon: 'warning',
      showCancelButton: true,
      confirmButtonText: 'Yes, log in!',
    });
    if (answer.isConfirmed) {
      await navigate(paths.login.getHref(location.pathname + location.search), { state: { from: location } });
    }
  };
}
