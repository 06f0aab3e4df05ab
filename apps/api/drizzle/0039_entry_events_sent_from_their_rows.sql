-- An entry's events are sent from their own rows (ADR 0049): the delivery worker leases a batch
-- of entry_events (locked_until, as the deliveries' lease: a fleet's instances take each once, a
-- dead instance's come back when it runs out), makes their payloads, posts them to the owner's
-- endpoints and, in the transaction that records the attempts, deletes the events. Only an
-- attempt that failed is stored in webhook_deliveries, for its retries. Storing every delivery
-- first (its payload once per endpoint, then its claim, then its removal) was most of what
-- webhooks cost the writes.
-- message_key makes each delivery's webhook-id (with the endpoint's id), so an event posted
-- again after a crash carries the webhook-id it had.
ALTER TABLE "entry_events" ADD COLUMN "message_key" uuid DEFAULT gen_random_uuid() NOT NULL;
--> statement-breakpoint
ALTER TABLE "entry_events" ADD COLUMN "locked_until" timestamp with time zone;
--> statement-breakpoint
-- The body is kept as the text that was signed and first sent, so a retry sends the same bytes
-- (jsonb would reorder its keys).
ALTER TABLE "webhook_deliveries" ALTER COLUMN "payload" TYPE text USING "payload"::text;
