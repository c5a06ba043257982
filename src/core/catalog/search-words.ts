// The shop's search text as words (decision 134). Plain functions, no zod: /shop runs them in its
// first load, and the server runs the same ones before it builds its query.

/** Characters of a search that are read at all; the rest is cut off before any work. */
export const SEARCH_MAX_LENGTH = 100;
/** Words of one search that count (each one must match, so more only narrows). */
export const SEARCH_MAX_WORDS = 6;
/** Longest word matched: longer ones are cut (no product word is that long). */
export const SEARCH_WORD_MAX_LENGTH = 32;
/** Most products one search answers, the best-ranked first. */
export const SEARCH_RESULT_LIMIT = 200;

const NOT_A_WORD = /[^\p{L}\p{N}]+/u;

/**
 * The words of a search, lower case, in the order typed, each once: letters and digits only, so
 * "heat-reactive" is "heat" and "reactive" and no character of SQL's or a text-search query's
 * syntax reaches the database. Single letters go when there are longer words ("kid's" → "kid").
 * Linear in the text, which is cut to SEARCH_MAX_LENGTH first.
 */
export function searchWords(text: string): string[] {
  const words = text
    .slice(0, SEARCH_MAX_LENGTH)
    .normalize('NFKC')
    .toLowerCase()
    .split(NOT_A_WORD)
    .filter(Boolean)
    .map((word) => [...word].slice(0, SEARCH_WORD_MAX_LENGTH).join(''));
  const unique = [...new Set(words)];
  const long = unique.filter((word) => [...word].length > 1);
  return (long.length > 0 ? long : unique).slice(0, SEARCH_MAX_WORDS);
}

/** True when a search has something to look for (else the shop shows every product). */
export const isSearch = (text: string): boolean => searchWords(text).length > 0;
