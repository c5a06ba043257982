/**
 * What the server's render learnt from tailwind-merge, for the browser's hydration (decision 146).
 * A `cn(...)` call joins class names and lets later Tailwind classes win (tailwind-merge). Its
 * first call in a page builds tailwind-merge's class map: ~40 ms of a phone's start (4× CPU).
 * The server renders the same calls first, so it sends, per joined class list, which of its
 * classes tailwind-merge dropped; the browser's first render then merges nothing itself.
 */

/** The id of the `<script type="application/json">` element that carries the table. */
export const CLASS_MERGES_ELEMENT_ID = 'class-merges';

/** Where scripts/prerender-pages.ts keeps the build's table among the prerendered pages. */
export const PRERENDERED_CLASS_MERGES_KEY = '#class-merges';

/** Joined class list's hash → the indexes (in its space-separated list) of the classes dropped. */
export type ClassMerges = Record<string, number[]>;

/**
 * cyrb53, a 53-bit string hash: a table of a few hundred lists, looked up by lists the page itself
 * joins, makes a collision (the wrong classes for an unseen list) vanishingly unlikely.
 */
export function hashClassList(list: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < list.length; i += 1) {
    const code = list.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * The indexes of the classes of `joined` that `merged` dropped, or null when `merged` is not
 * `joined` with some classes left out (then the browser merges that list itself).
 */
export function droppedClasses(joined: string, merged: string): number[] | null {
  const classes = joined.split(' ');
  const kept = merged === '' ? [] : merged.split(' ');
  const dropped: number[] = [];
  let next = 0;
  classes.forEach((name, index) => {
    if (next < kept.length && kept[next] === name) next += 1;
    else dropped.push(index);
  });
  return next === kept.length ? dropped : null;
}

/** `joined` without the classes at `dropped`. */
export function withoutClasses(joined: string, dropped: readonly number[]): string {
  if (dropped.length === 0) return joined;
  const skip = new Set(dropped);
  return joined
    .split(' ')
    .filter((_, index) => !skip.has(index))
    .join(' ');
}
