import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Tooltip } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { AuthProvider } from '../features/auth/auth-provider';
import { RealtimeProvider } from '../features/realtime/realtime-provider';
import { CartProvider } from '../features/cart/cart-provider';
import { ThemeProvider } from '../features/theme/theme-provider';
import { HydrationProvider } from '../lib/use-hydrated';
import { createQueryClient } from './query-client';
import { Toaster } from './toaster';

/**
 * Every provider the app needs, outermost first. `queryClient`: one already holding the answers a
 * live-rendered page was rendered from (decision 029); otherwise a new, empty one.
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
        <ThemeProvider>
          {/* SPEC §9: tooltips open after 700 ms, skip delay 300 ms. */}
          <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
            <AuthProvider>
              <RealtimeProvider>
                <CartProvider>{children}</CartProvider>
              </RealtimeProvider>
            </AuthProvider>
            <Toaster />
          </Tooltip.Provider>
        </ThemeProvider>
      </QueryClientProvider>
    </HydrationProvider>
  );
}
