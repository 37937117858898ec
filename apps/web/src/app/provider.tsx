import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastRegion } from '@/components/ui/toast.tsx';
import { AuthProvider } from '@/features/auth/auth-provider.tsx';

/** What every page sits in, in the browser and in the server's renderer alike. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      <ToastRegion />
    </QueryClientProvider>
  );
}
