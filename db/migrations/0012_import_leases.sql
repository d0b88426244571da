ALTER TABLE "product_imports" ADD COLUMN "runner" text;--> statement-breakpoint
ALTER TABLE "product_imports" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_imports" ADD COLUMN "takeovers" integer DEFAULT 0 NOT NULL;