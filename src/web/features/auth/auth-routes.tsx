import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../site/pages/placeholder-page';

/** Sign in / sign up and password reset (issue 3). */
export const authRoutes: RouteObject[] = [{ path: 'auth', element: <PlaceholderPage title="Sign In" /> }];
