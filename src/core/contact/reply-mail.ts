import type { MailContent } from '../mail/mail-content';
import { replySubject } from './contact-replies';

/**
 * The owner's answer as a mail (decision 175): "Re:" the message's subject, the answer, then the
 * customer's words quoted below it as mail programs quote, signed with the store name.
 */
export function messageReplyMail(
  input: {
    subject: string;
    customerName: string;
    body: string;
    quoted: { at: Date; name: string; text: string };
  },
  shop: { storeName: string },
): MailContent {
  const quoted = input.quoted.text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const when = input.quoted.at.toUTCString();
  return {
    subject: replySubject(input.subject),
    preview: input.body.slice(0, 120),
    greeting: `Hello ${input.customerName},`,
    blocks: [
      ...input.body.split(/\n{2,}/).map((text) => ({ kind: 'paragraph' as const, text })),
      { kind: 'paragraph', text: `On ${when}, ${input.quoted.name} wrote:\n${quoted}` },
    ],
    storeName: shop.storeName,
  };
}
