/**
 * Rank of a character under en-US collation at base strength (case ignored), for the characters
 * product names are made of: space, then digits, then letters. 0: any other character.
 */
function rankOf(code: number): number {
  if (code === 32) return 1;
  if (code >= 48 && code <= 57) return code - 46; // '0'..'9' → 2..11
  if (code >= 65 && code <= 90) return code - 53; // 'A'..'Z' → 12..37
  if (code >= 97 && code <= 122) return code - 85; // 'a'..'z' → 12..37
  return 0;
}

let collator: Intl.Collator | undefined;

/**
 * `a.localeCompare(b, 'en-US', { sensitivity: 'base' })`'s order, for /shop's name sort. Names of
 * letters, digits and spaces are compared here; any other character goes to ICU's collator. The
 * first Intl object a page builds loads ICU's data, 40-200 ms of main thread on a phone with
 * the CPU slowed 4×, and /shop sorts while it hydrates (decision 141). The sign of the result
 * is the collator's for every such name (compare-product-names.test.ts).
 */
export function compareProductNames(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    const left = rankOf(a.charCodeAt(i));
    const right = rankOf(b.charCodeAt(i));
    if (left === 0 || right === 0) return slowCompare(a, b);
    if (left !== right) return left - right;
  }
  for (let i = length; i < a.length; i += 1)
    if (rankOf(a.charCodeAt(i)) === 0) return slowCompare(a, b);
  for (let i = length; i < b.length; i += 1)
    if (rankOf(b.charCodeAt(i)) === 0) return slowCompare(a, b);
  return a.length - b.length;
}

function slowCompare(a: string, b: string): number {
  collator ??= new Intl.Collator('en-US', { sensitivity: 'base' });
  return collator.compare(a, b);
}
