import type { RouteObject } from 'react-router';

/** Sign in / sign up, password reset and e-mail confirmation; each page is its own small chunk. */
export const authRoutes: RouteObject[] = [
  { path: 'auth', lazy: () => import('./pages/auth-page') },
  { path: 'auth/forgot-password', lazy: () => import('./pages/forgot-password-page') },
  { path: 'auth/reset-password', lazy: () => import('./pages/reset-password-page') },
  { path: 'auth/confirm', lazy: () => import('./pages/confirm-email-page') },
  { path: 'account', lazy: () => import('./pages/account-page') },
];
