import { formatMoney, toCents } from '../money';
import type { MailContent } from './mail-content';
import type { ShopIdentity } from './order-mails';

export type RequestedQuote = {
  modelName: string;
  materialName: string;
  colour: string;
  quantity: number;
  /** The formula's price, decimal string. */
  price: string;
  customerEmail: string;
  note: string | null;
};

/** The owner's mail for a custom-print quote a customer asked them to review. */
export function ownerQuoteRequestMail(quote: RequestedQuote, shop: ShopIdentity): MailContent {
  const price = formatMoney(toCents(quote.price));
  return {
    subject: `Quote request: ${quote.modelName} (${price})`,
    preview: `${quote.customerEmail} asks you to review a custom print`,
    greeting: 'A customer asked you to review a custom-print quote.',
    storeName: shop.storeName,
    blocks: [
      {
        kind: 'rows',
        rows: [
          { label: 'Model', value: quote.modelName },
          { label: 'Material', value: `${quote.materialName} (${quote.colour})` },
          { label: 'Quantity', value: String(quote.quantity) },
          { label: 'Formula price', value: price, strong: true },
          { label: 'Customer', value: quote.customerEmail },
        ],
      },
      ...(quote.note
        ? [{ kind: 'box', title: 'Their note', lines: quote.note.split(/\r?\n/) } as const]
        : []),
      {
        kind: 'link',
        label: 'Review it',
        href: `${shop.publicUrl.replace(/\/+$/, '')}/admin/quotes`,
      },
    ],
  };
}
