import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';
import { knownMerge, recordMerge } from './class-merge-table';

/**
 * Joins class names, letting later Tailwind classes win over earlier ones. A list the server's
 * render already merged for this page comes from its table (decision 146), so hydrating the page
 * never builds tailwind-merge's class map.
 */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  const known = knownMerge(joined);
  if (known !== undefined) return known;
  const merged = twMerge(joined);
  recordMerge(joined, merged);
  return merged;
}

/**
 * Builds tailwind-merge's class map ahead of need: the start-up calls it once the app is ready
 * and the browser idle, so the first list no table knows (a menu opened) does not pay for it.
 */
export function prepareClassMerging(): void {
  twMerge('');
}
