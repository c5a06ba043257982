import type { ReactNode } from 'react';

// Placeholder until live updates (issue 10) provide the push channel here.
export function RealtimeProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
