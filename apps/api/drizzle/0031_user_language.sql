-- Languages (issue 32): the language a user chose in their profile, so every browser they sign
-- in on speaks it. NULL until they choose: the browser's own language decides meanwhile.
ALTER TABLE "users" ADD COLUMN "language" text;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("language" IN ('en', 'de', 'fr', 'es', 'pt-BR', 'ja'));
