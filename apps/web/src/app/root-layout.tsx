import { dishCount } from '@bistro/contract/cart-totals';
import { weekHours } from '@bistro/contract/opening-hours';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router';
import { Footer } from '@/components/layouts/footer.tsx';
import { Navbar, type NavItem, useVisitorNavItems } from '@/components/layouts/navbar.tsx';
import { SkipLink } from '@/components/layouts/skip-link.tsx';
import { useFocusOnNavigation } from '@/components/layouts/use-focus-on-navigation.ts';
import { BrandColours } from '@/components/ui/brand-colours.tsx';
import { CartIcon } from '@/components/ui/icons.tsx';
import { gatesItsOwnControls, UntilHydrated } from '@/components/ui/until-hydrated.tsx';
import { paths } from '@/config/paths.ts';
import { useGuestCheckout, useRestaurant } from '@/config/restaurant-status.ts';
import { useSiteConfig } from '@/config/site-config.ts';
import { useChooseLanguage, useFollowAccountLanguage } from '@/features/auth/account-language.ts';
import { useRole } from '@/features/auth/api/get-admin-status.ts';
import { cartKey, useCart } from '@/features/cart/api/get-cart.ts';
import { useBrowserCart } from '@/features/cart/browser-cart.ts';
import { DishOptionsHost } from '@/features/cart/dish-options-prompt.tsx';
import { useBrowserCartJoining } from '@/features/cart/use-browser-cart-joining.ts';
import { useAuth } from '@/lib/auth-context.ts';
import { useHoursWords } from '@/lib/hours-words.ts';
import { useLanguage, useTranslate } from '@/lib/i18n.ts';
import { refreshQueries } from '@/lib/refresh-queries.ts';

/** What the navbar shows: the visitor's links, or the signed-in variant with Dashboard, cart and Log Out. */
function useNavbarProps() {
  const t = useTranslate();
  const { localized } = useLanguage();
  const visitorNavItems = useVisitorNavItems();
  const { user, logOut } = useAuth();
  const queryClient = useQueryClient();
  const { items: cart } = useCart();
  const name = user?.displayName ?? user?.email ?? '';
  const { dashboardHome } = useRole();
  const keptDishes = dishCount(useBrowserCart());
  const guestsMayOrder = useGuestCheckout();
  const chooseLanguage = useChooseLanguage();
  if (!user) {
    // Where guests may order, a visitor's chosen dishes are a cart too, paid for at checkout. Its
    // button is there while empty, as a diner's is: the server's page has it, and the dishes this
    // browser keeps, counted after the page is shown, move nothing.
    if (!guestsMayOrder) return { items: visitorNavItems };
    const guestCart = (
      <Link
        to={paths.checkout.getHref()}
        className="btn btn-ghost btn-sm min-h-11 gap-1 text-white"
        aria-label={t('nav.cartItems', { count: keptDishes })}
      >
        <CartIcon />
        <span className="badge badge-accent badge-sm">+{keptDishes}</span>
      </Link>
    );
    return { items: visitorNavItems, end: guestCart };
  }
  const items: NavItem[] = [
    ...visitorNavItems.filter((item) => item.to !== localized(paths.login.getHref())),
    {
      label: t('nav.dashboard'),
      to: dashboardHome,
      activePrefix: '/dashboard/',
    },
    { label: t('nav.profile'), to: paths.profile.getHref(), phoneOnly: true },
  ];
  const cartCount = dishCount(cart);
  const end = (
    <>
      <Link
        to={paths.profile.getHref()}
        className="hidden max-w-32 truncate text-sm hover:text-gold lg:inline"
        title={t('nav.yourProfile')}
        aria-label={t('nav.nameYourProfile', { name })}
      >
        {name}
      </Link>
      <Link
        to={paths.dashboard.myCart.getHref()}
        className="btn btn-ghost btn-sm min-h-11 gap-1 text-white"
        aria-label={t('nav.cartItems', { count: cartCount })}
      >
        <CartIcon />
        <span className="badge badge-accent badge-sm">+{cartCount}</span>
      </Link>
    </>
  );
  // Spec: log out, then refresh the cart.
  const onLogOut = () => void logOut().then(() => refreshQueries(queryClient, cartKey));
  return { items, end, onLogOut, chooseLanguage };
}

/** Navbar, the routed page, footer. */
export function RootLayout() {
  const t = useTranslate();
  const { data: config } = useSiteConfig();
  const { data: restaurant } = useRestaurant();
  const hoursWords = useHoursWords();
  const navigation = useNavigation();
  const pageGatesItsControls = useMatches().some((match) => gatesItsOwnControls(match.handle));
  useFocusOnNavigation();
  useBrowserCartJoining();
  useFollowAccountLanguage();
  return (
    <div className="flex min-h-dvh flex-col">
      <BrandColours />
      <SkipLink />
      <UntilHydrated>
        <Navbar {...useNavbarProps()} />
      </UntilHydrated>
      {navigation.state === 'loading' && (
        <progress className="progress progress-accent fixed top-0 z-40 h-1 w-full" aria-label={t('nav.loadingPage')} />
      )}
      <main id="main" className="flex-1">
        <UntilHydrated leftToThePage={pageGatesItsControls}>
          <Outlet />
        </UntilHydrated>
      </main>
      <Footer
        site={config?.site}
        brand={config?.brand}
        hours={restaurant && weekHours(restaurant.weekly, hoursWords)}
      />
      <DishOptionsHost />
      <ScrollRestoration />
    </div>
  );
}
