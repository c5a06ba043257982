-- Decision 133. A customer's mail answers to the shop's contact e-mail (Settings), an owner's
-- mail to the customer it is about: the outbox keeps each mail's Reply-To with it, so a retry
-- days later still sends the address chosen when the mail was written.
ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" text;
