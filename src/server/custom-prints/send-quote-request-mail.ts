import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { ownerQuoteRequestMail } from '#core/mail/quote-request-mail';
import type { Mailer } from '../mail/mailer';
import { mailParts } from '#core/mail/mail-content';
import { findQuote } from './list-quotes';

/**
 * The owner's mail for a quote request (the outbox dispatcher's `quote.requested`); answers go
 * to the customer who asked. A quote gone meanwhile (its model deleted) mails nobody.
 */
export async function sendQuoteRequestMail(
  db: Executor,
  mailer: Mailer,
  quoteId: string,
  shop: { storeName: string; publicUrl: string; ownerEmail: string },
): Promise<void> {
  const found = await findQuote(db, quoteId).catch(() => null);
  if (!found?.quote.userId) return;
  const { quote, model } = found;
  const [customer] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, quote.userId!));
  if (!customer) return;
  const parts = mailParts(
    ownerQuoteRequestMail(
      {
        modelName: model.originalName,
        materialName: quote.materialName,
        colour: quote.colour,
        quantity: quote.quantity,
        price: quote.price,
        customerEmail: customer.email,
        note: quote.customerNote,
      },
      shop,
    ),
  );
  await mailer.send({
    ...parts,
    to: shop.ownerEmail,
    replyTo: customer.email,
    kind: 'owner_quote_request',
  });
}
