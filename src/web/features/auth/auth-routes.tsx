import type { RouteObject } from 'react-router';
import { routeTitle } from '../../lib/route-title';

/** Sign in / sign up, password reset and e-mail confirmation; each page is its own small chunk. */
export const authRoutes: RouteObject[] = [
  { path: 'auth', handle: routeTitle('Sign in'), lazy: () => import('./pages/auth-page') },
  {
    path: 'auth/forgot-password',
    handle: routeTitle('Forgot password'),
    lazy: () => import('./pages/forgot-password-page'),
  },
  {
    path: 'auth/reset-password',
    handle: routeTitle('Reset password'),
    lazy: () => import('./pages/reset-password-page'),
  },
  {
    path: 'auth/confirm',
    handle: routeTitle('Confirm email'),
    lazy: () => import('./pages/confirm-email-page'),
  },
  { path: 'account', handle: routeTitle('Account'), lazy: () => import('./pages/account-page') },
];
