/**
 * SPEC §5: on every change the contact form strips angle brackets, the `javascript:` scheme
 * and inline event-handler patterns (`onclick=`), and trims. Stripping repeats until nothing
 * changes, so a split pattern such as `javajavascript:script:` cannot reassemble itself.
 */
const PATTERNS = [/[<>]/g, /javascript\s*:/gi, /\bon\w+\s*=/gi];

export function stripUnsafe(value: string): string {
  let current = value;
  for (;;) {
    const next = PATTERNS.reduce((text, pattern) => text.replace(pattern, ''), current);
    if (next === current) return current;
    current = next;
  }
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
