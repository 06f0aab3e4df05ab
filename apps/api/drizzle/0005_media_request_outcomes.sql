-- A media request closed before it could be done or declined was, as its requester was told,
-- dealt with: it becomes done. The check is dropped first so the update may write 'done'.
ALTER TABLE "media_requests" DROP CONSTRAINT IF EXISTS "media_requests_status_check";--> statement-breakpoint
UPDATE "media_requests" SET "status" = 'done' WHERE "status" = 'closed';--> statement-breakpoint
ALTER TABLE "media_requests" ADD CONSTRAINT "media_requests_status_check" CHECK ("media_requests"."status" in ('open', 'done', 'declined'));
