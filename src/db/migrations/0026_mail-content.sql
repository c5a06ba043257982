-- Decision 144. A layout mail (an order's, a quote's) is kept as its content until it is sent,
-- and its HTML part is rendered from it at the send: writing an order's two mails no longer
-- renders two HTML documents inside the checkout's dispatch. Once sent, `html` holds what went
-- out and `content` is cleared.
ALTER TABLE "mail_outbox" ADD COLUMN "content" jsonb;
