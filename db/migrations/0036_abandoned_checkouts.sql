CREATE TABLE "checkout_recovery_settings" (
	"tenant_id" uuid NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"delay_minutes" integer DEFAULT 60 NOT NULL,
	"audience" text DEFAULT 'subscribed' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_recovery_settings_pkey" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"token" text NOT NULL,
	"email" text NOT NULL,
	"customer_id" uuid,
	"items" jsonb NOT NULL,
	"discount_code" text,
	"accepts_marketing" boolean DEFAULT false NOT NULL,
	"total" numeric(10, 2) DEFAULT '0' NOT NULL,
	"items_count" integer DEFAULT 0 NOT NULL,
	"active_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recovery_email_sent_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"order_id" uuid,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkouts_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
-- [hand-written, record 0156] On a database Citus already distributes (record 0138): both new tables distributed by
-- tenant_id, co-located with orders (an order completes its checkout in the same transaction). Nothing elsewhere.
SET LOCAL citus.multi_shard_modify_mode = 'sequential';--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'citus') THEN
    IF EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.orders'::regclass AND partmethod = 'h') THEN
      PERFORM create_distributed_table('public.checkouts', 'tenant_id', colocate_with => 'public.orders');
      PERFORM create_distributed_table('public.checkout_recovery_settings', 'tenant_id', colocate_with => 'public.orders');
    END IF;
  END IF;
END $$;--> statement-breakpoint
-- [end hand-written]
ALTER TABLE "checkout_recovery_settings" ADD CONSTRAINT "checkout_recovery_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkouts_id_idx" ON "checkouts" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_tenant_token_uq" ON "checkouts" USING btree ("tenant_id","token");--> statement-breakpoint
CREATE INDEX "checkouts_tenant_created_idx" ON "checkouts" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "checkouts_tenant_email_idx" ON "checkouts" USING btree ("tenant_id","email");--> statement-breakpoint
CREATE INDEX "checkouts_due_idx" ON "checkouts" USING btree ("active_at") WHERE "checkouts"."completed_at" is null and "checkouts"."recovery_email_sent_at" is null;