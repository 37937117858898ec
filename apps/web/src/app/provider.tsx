import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastRegion } from '@/components/ui/toast.tsx';
import { AuthProvider } from '@/features/auth/auth-provider.tsx';

/** What every page sits in, in the browser and in the server's renderer alike. */
export function AppProviders({
  queryClient,
  i18n,
  children,
}: {
  queryClient: QueryClient;
  /** The page's language and its messages. */
  i18n: I18n;
  children: ReactNode;
}) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
        <ToastRegion />
      </QueryClientProvider>
    </I18nProvider>
  );
}
