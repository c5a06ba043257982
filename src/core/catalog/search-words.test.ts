import { describe, expect, it } from 'vitest';
import {
  isSearch,
  SEARCH_MAX_LENGTH,
  SEARCH_MAX_WORDS,
  SEARCH_WORD_MAX_LENGTH,
  searchWords,
} from './search-words';

describe('searchWords', () => {
  it.each([
    ['Fidgets', ['fidgets']],
    ['  dragn ', ['dragn']],
    ['Heat-Reactive DRAGON', ['heat', 'reactive', 'dragon']],
    ['dragon dragon Dragon', ['dragon']],
    ['kid’s dragon', ['kid', 'dragon']],
    ['a', ['a']],
    ['38 cm', ['38', 'cm']],
    ['Crème brûlée', ['crème', 'brûlée']],
    ['ｄｒａｇｏｎ', ['dragon']], // full-width letters read as the letters they are
    ["'; DROP TABLE products; --", ['drop', 'table', 'products']],
    ['dragn:* | !fidget & (x)', ['dragn', 'fidget']],
    ['%_\\', []],
    ['', []],
  ])('%j → %j', (text, expected) => {
    expect(searchWords(text)).toEqual(expected);
  });

  it('keeps at most SEARCH_MAX_WORDS words, the first typed', () => {
    const words = Array.from({ length: 20 }, (_, i) => `w${i}`);
    expect(searchWords(words.join(' '))).toEqual(words.slice(0, SEARCH_MAX_WORDS));
  });

  it('cuts a long word, and reads only the first SEARCH_MAX_LENGTH characters', () => {
    expect(searchWords('x'.repeat(80))).toEqual(['x'.repeat(SEARCH_WORD_MAX_LENGTH)]);
    const text = `${'a'.repeat(SEARCH_MAX_LENGTH - 1)} dragon`;
    expect(searchWords(text)).toEqual(['a'.repeat(SEARCH_WORD_MAX_LENGTH)]);
  });

  it('stays fast on a hostile megabyte (the cut comes before any pattern runs)', () => {
    const hostile = `${'-a'.repeat(500_000)}`;
    const started = performance.now();
    expect(searchWords(hostile)).toEqual(['a']);
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('tells a search from blank or punctuation-only text', () => {
    expect(isSearch(' fidget ')).toBe(true);
    expect(isSearch('  ')).toBe(false);
    expect(isSearch('!!!')).toBe(false);
  });
});
