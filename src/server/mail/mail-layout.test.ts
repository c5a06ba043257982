import { describe, expect, it } from 'vitest';
import { mailParts, type MailContent } from '#core/mail/mail-content';
import { renderMailHtml } from './mail-layout';

const content: MailContent = {
  subject: 'Your order is confirmed',
  preview: 'Order #1042',
  storeName: 'Layerworks <Studio>',
  greeting: 'Hi Ana & "friends",',
  blocks: [
    { kind: 'paragraph', text: 'Thanks for your order <script>alert(1)</script>' },
    {
      kind: 'rows',
      rows: [
        { label: 'Firefly Hatchling (Amber / PLA) × 2', value: '$24.00' },
        { label: 'Total', value: '$29.00', strong: true },
      ],
    },
    { kind: 'box', title: 'Ship to', lines: ['Ana Lima', '1 Rua Nova', 'Lisbon'] },
    { kind: 'link', label: 'Your orders', href: 'https://shop.example/orders?x="y"' },
  ],
};

describe('renderMailHtml and mailParts', () => {
  const parts = { ...mailParts(content), html: renderMailHtml(content) };

  it('writes an XHTML document, as mail clients expect from react-email', () => {
    expect(
      parts.html.startsWith('<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN"'),
    ).toBe(true);
    expect(parts.html).toMatch(/<html[^>]* lang="en"/);
    expect(parts.html.match(/<!DOCTYPE/g)).toHaveLength(1);
  });

  it('escapes every value it is given', () => {
    expect(parts.html).not.toContain('<script>');
    expect(parts.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(parts.html).toContain('Layerworks &lt;Studio&gt;');
    expect(parts.html).toContain('Hi Ana &amp; &quot;friends&quot;,');
    expect(parts.html).toContain('href="https://shop.example/orders?x=&quot;y&quot;"');
  });

  it('shows every block, and the plain text says the same', () => {
    for (const piece of ['$24.00', '$29.00', 'Ship to', 'Ana Lima', 'Your orders', 'Order #1042'])
      expect(parts.html).toContain(piece);
    expect(parts.subject).toBe('Your order is confirmed');
    expect(parts.content).toBe(content);
    expect(parts.text).toContain('Firefly Hatchling (Amber / PLA) × 2');
    expect(parts.text).toContain('https://shop.example/orders?x="y"');
  });
});
