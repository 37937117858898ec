import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After moving to another page in the app (a link, a payment that opens its order), put the
 * keyboard and screen reader at the new page's heading, as a full page load would put them at its
 * top. Not on the first page, and not when only the query or hash changed.
 */
export function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    // The new page may still be loading: wait for its heading a little.
    let tries = 0;
    const timer = window.setInterval(() => {
      const heading = document.querySelector<HTMLElement>('#main h1');
      if (heading || ++tries > 20) {
        window.clearInterval(timer);
        // Someone already went on within the new page (typing in a field): leave them there.
        const active = document.activeElement;
        if (!heading || (active && active !== document.body && document.getElementById('main')?.contains(active)))
          return;
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
    }, 100);
    return () => window.clearInterval(timer);
  }, [pathname]);
}
