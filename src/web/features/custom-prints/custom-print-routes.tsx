import type { RouteObject } from 'react-router';

/** Custom prints: upload, preview, instant quote (issue 7). */
export const customPrintRoutes: RouteObject[] = [];
