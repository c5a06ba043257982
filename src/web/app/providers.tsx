import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AuthProvider } from '../features/auth/auth-provider';
import { RealtimeProvider } from '../features/realtime/realtime-provider';
import { CartProvider } from '../features/checkout/cart-provider';
import { ThemeProvider } from '../features/theme/theme-provider';
import { HydrationProvider } from '../lib/use-hydrated';
import { createQueryClient } from './query-client';
import { Toaster } from './toaster';

/**
 * Every provider the app needs, outermost first. `queryClient`: one already holding the answers a
 * live-rendered page was rendered from (decision 055); otherwise a new, empty one.
 */
export function AppProviders({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <HydrationProvider>
      <QueryClientProvider client={queryClient}>
        {/* SPEC §9's tooltip timing (700 ms, skip 300 ms) is HintTooltip's own: no Radix tooltip
            is left in the app, so its provider (and its code in every first load) went (decision 137). */}
        <ThemeProvider>
          <AuthProvider>
            <RealtimeProvider>
              <CartProvider>{children}</CartProvider>
            </RealtimeProvider>
          </AuthProvider>
          <Toaster />
        </ThemeProvider>
      </QueryClientProvider>
    </HydrationProvider>
  );
}
