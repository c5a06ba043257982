/**
 * SPEC §5: on every change the contact form strips angle brackets, the `javascript:` scheme
 * and inline event-handler patterns (`onclick=`), and trims. A split pattern such as
 * `javajavascript:script:` must not reassemble itself, so the result is the same as stripping
 * until nothing changes — but reached in one left-to-right pass: characters go onto an output
 * stack, and when a pattern's last character (`:` or `=`) arrives, the stack's tail is checked
 * and the match popped, so whatever a removal brings together is checked as it forms. Each
 * character is pushed once and popped at most once: linear, whatever the input.
 */
const SCHEME = 'javascript';

const isSpace = (char: string) => /\s/.test(char);
const isWord = (char: string) => /\w/.test(char);

export function stripUnsafe(value: string): string {
  const out: string[] = [];
  for (const char of value) {
    if (char === '<' || char === '>') continue;
    if (char === ':') {
      // `javascript\s*:` ending here?
      let i = out.length;
      while (i > 0 && isSpace(out[i - 1]!)) i--;
      if (
        i >= SCHEME.length &&
        out
          .slice(i - SCHEME.length, i)
          .join('')
          .toLowerCase() === SCHEME
      ) {
        out.length = i - SCHEME.length;
        continue;
      }
    } else if (char === '=') {
      // `\bon\w+\s*=` ending here? The word must start with "on" right after a non-word character.
      let i = out.length;
      while (i > 0 && isSpace(out[i - 1]!)) i--;
      let start = i;
      while (start > 0 && isWord(out[start - 1]!)) start--;
      if (
        i - start >= 3 &&
        out[start]!.toLowerCase() === 'o' &&
        out[start + 1]!.toLowerCase() === 'n'
      ) {
        out.length = start;
        continue;
      }
    }
    out.push(char);
  }
  return out.join('');
}

/** The stored value: stripped and trimmed. */
export function sanitizeInput(value: string): string {
  return stripUnsafe(value).trim();
}

/**
 * While typing: stripped and trimmed at the start only. Trimming the end on every keystroke
 * would eat the space between two words; the end is trimmed on blur and on submit.
 */
export function sanitizeTyping(value: string): string {
  return stripUnsafe(value).trimStart();
}
