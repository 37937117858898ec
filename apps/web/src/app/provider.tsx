import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastRegion } from '@/components/ui/toast.tsx';
import { AuthProvider } from '@/features/auth/auth-provider.tsx';
import { HydrationProvider } from '@/lib/hydration.tsx';

/** What every page sits in, in the browser and in the server's renderer alike. */
export function AppProviders({
  queryClient,
  i18n,
  hydrating,
  children,
}: {
  queryClient: QueryClient;
  /** The page's language and its messages. */
  i18n: I18n;
  /** Whether the first render is the server's page (on the server) or hydrates it (in the browser). */
  hydrating: boolean;
  children: ReactNode;
}) {
  return (
    <HydrationProvider hydrating={hydrating}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>{children}</AuthProvider>
          <ToastRegion />
        </QueryClientProvider>
      </I18nProvider>
    </HydrationProvider>
  );
}
