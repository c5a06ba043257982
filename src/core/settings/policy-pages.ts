/**
 * The shop's published policies (decision 173): shipping, returns and refunds, privacy and terms,
 * each plain text the owner edits in Settings and every visitor reads at /policies/<kind>. Plain
 * text only: the page splits it into paragraphs and lists, and React escapes every character, so
 * nothing the owner types can become markup.
 */
export const POLICY_KINDS = ['shipping', 'refunds', 'privacy', 'terms'] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];

export const POLICY_TITLES: Record<PolicyKind, string> = {
  shipping: 'Shipping policy',
  refunds: 'Returns and refunds',
  privacy: 'Privacy policy',
  terms: 'Terms of service',
};

/** The public page of each policy. */
export const policyPath = (kind: PolicyKind) => `/policies/${kind}`;

/** The four texts, as GET /api/settings/policies answers them (schema: ./shop-policies.ts). */
export type PolicyTexts = Record<PolicyKind, string>;

/** A block of a policy's text: a paragraph, or a list when every line starts with "- ". */
export type PolicyBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/**
 * A policy's plain text as blocks: blank lines separate them; a block whose every line starts
 * with "-", "*" or "•" is a list; single line breaks inside a paragraph read as spaces.
 */
export function policyBlocks(text: string): PolicyBlock[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.split('\n').map((line) => line.trim()))
    .map((lines) => lines.filter((line) => line.length > 0))
    .filter((lines) => lines.length > 0)
    .map((lines): PolicyBlock =>
      lines.every((line) => /^[-*•]\s/.test(line))
        ? { kind: 'list', items: lines.map((line) => line.replace(/^[-*•]\s+/, '')) }
        : { kind: 'paragraph', text: lines.join(' ') },
    );
}
