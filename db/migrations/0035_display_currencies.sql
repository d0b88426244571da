ALTER TABLE "tenants" ADD COLUMN "display_currencies" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "display_currency" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "display_rate" numeric(22, 10);