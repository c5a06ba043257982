-- Decision 118: the SHA-256 of the request an order's Idempotency-Key was first used with, so a
-- repeat with a different body is refused (422) instead of replayed. Older orders keep null and
-- replay as before.
ALTER TABLE "orders" ADD COLUMN "request_fingerprint" text;
