import type { ReactNode } from 'react';

// Placeholder until the accounts feature (issue 3) provides AuthContext here.
export function AuthProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
