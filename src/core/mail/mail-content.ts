/**
 * What a shop e-mail says, as data: the server renders the same content twice, as HTML (with
 * the kept mail library, decision 132, when the mail is sent, decision 144) and as the
 * plain-text part (`toPlainText` here), so the two parts can never tell the customer different
 * things.
 */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  /** Label/value rows: an order's lines, then its totals (the last one `strong`). */
  | { kind: 'rows'; rows: { label: string; value: string; strong?: boolean }[] }
  /** A titled box: the shipping address, the payment instructions. */
  | { kind: 'box'; title: string; lines: string[] }
  | { kind: 'link'; label: string; href: string };

export type MailContent = {
  subject: string;
  /** The inbox's preview line (hidden in the HTML body). */
  preview: string;
  greeting: string;
  blocks: MailBlock[];
  /** Signs every mail: the store name from Settings (decision 133). */
  storeName: string;
};

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'rows':
      // No padding: mail readers show plain text in proportional fonts as often as not.
      return block.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
    case 'box':
      return [`${block.title}:`, ...block.lines].join('\n');
    case 'link':
      return `${block.label}: ${block.href}`;
  }
}

/** The plain-text part: greeting, each block, the store name; blocks apart by a blank line. */
export function toPlainText(content: MailContent): string {
  return [content.greeting, ...content.blocks.map(blockText), content.storeName].join('\n\n');
}

/**
 * What the outbox keeps of a layout mail (decision 144): its subject, its plain text and its
 * content; the HTML part is rendered from the content when the mail is sent.
 */
export function mailParts(content: MailContent): {
  subject: string;
  text: string;
  content: MailContent;
} {
  return { subject: content.subject, text: toPlainText(content), content };
}
