import { describe, expect, it } from 'vitest';
import { sanitizeInput, sanitizeTyping, stripUnsafe } from './sanitize-input';

describe('sanitizeInput', () => {
  it.each([
    ['  Ada Lovelace  ', 'Ada Lovelace'],
    ['<script>alert(1)</script>', 'scriptalert(1)/script'],
    ['Click javascript:alert(1)', 'Click alert(1)'],
    ['JavaScript : void(0)', 'void(0)'],
    ['img onerror=alert(1)', 'img alert(1)'],
    ['a ONCLICK = x', 'a  x'],
    ['javajavascript:script:x', 'x'],
    ['<<b>>', 'b'],
    ['one < two > three', 'one  two  three'],
    ['Tonight = fun', 'Tonight = fun'],
    ['done=true', 'done=true'],
    ['', ''],
    ['   ', ''],
  ])('%j -> %j', (input, output) => {
    expect(sanitizeInput(input)).toBe(output);
  });

  it('is idempotent', () => {
    const once = sanitizeInput(' <a onmouseover=x href="javascript:y">hi</a> ');
    expect(sanitizeInput(once)).toBe(once);
  });
});

describe('sanitizeTyping', () => {
  it('keeps a trailing space so the next word can be typed', () => {
    expect(sanitizeTyping('  Hello ')).toBe('Hello ');
  });

  it('strips like the stored value', () => {
    expect(sanitizeTyping('<b>')).toBe('b');
    expect(stripUnsafe(' onload= x ')).toBe('  x ');
  });
});
