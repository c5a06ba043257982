import type { ReactNode } from 'react';

// Placeholder until the store feature (issue 5) provides the cart here.
export function CartProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
