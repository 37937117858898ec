import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Footer } from '@/components/layouts/footer.tsx';
import { Navbar } from '@/components/layouts/navbar.tsx';
import { useSiteConfig } from '@/features/site-config/api/get-site-config.ts';

/** Navbar, the routed page, footer. */
export function RootLayout() {
  const { data: config } = useSiteConfig();
  const navigation = useNavigation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:bg-base-100 focus:p-2"
      >
        Skip to content
      </a>
      <Navbar />
      {navigation.state === 'loading' && (
        <progress className="progress progress-accent fixed top-0 z-40 h-1 w-full" aria-label="Loading page" />
      )}
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer site={config?.site} />
      <ScrollRestoration />
    </div>
  );
}
