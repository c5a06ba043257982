import { mailParts, type MailContent } from '#core/mail/mail-content';
import type { ShopIdentity } from '#core/mail/order-mails';
import type { ShopSettings } from '#core/settings/shop-settings';
import type { Mailer, MailMessage } from './mailer';

/**
 * A mail to a customer (decision 132): its content from core, signed with the store's name,
 * its HTML rendered when it is sent (decision 144), answered to the shop's contact e-mail. One way for every customer
 * mail an order event sends.
 */
export async function sendCustomerMail(
  mailer: Mailer,
  shop: { settings: ShopSettings; publicUrl: string },
  mail: { to: string; kind: MailMessage['kind']; content: (shop: ShopIdentity) => MailContent },
): Promise<void> {
  const identity = { storeName: shop.settings.general.storeName, publicUrl: shop.publicUrl };
  await mailer.send({
    ...mailParts(mail.content(identity)),
    to: mail.to,
    replyTo: shop.settings.general.contactEmail,
    kind: mail.kind,
  });
}
