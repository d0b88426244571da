-- On Citus, one connection per node for the rest of the migrations' transaction: the multi-shard statements below
-- and the DDL after them (record 0138, migration 0030); an unused setting elsewhere.
SET LOCAL citus.multi_shard_modify_mode = 'sequential';--> statement-breakpoint
CREATE TABLE "draft_orders" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"customer_id" uuid,
	"email" text NOT NULL,
	"customer_name" text DEFAULT '' NOT NULL,
	"phone" text,
	"shipping_address" jsonb,
	"lines" jsonb NOT NULL,
	"discount" jsonb,
	"shipping_line" jsonb,
	"note" text,
	"invoice_token_hash" text,
	"invoice_sent_at" timestamp with time zone,
	"order_id" uuid,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draft_orders_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
-- On a database Citus already distributes (record 0138), a foreign key from a new local table to the distributed
-- orders is refused: the new table is distributed by tenant_id, co-located with orders, before its keys are added
-- (the runner, db/citus.ts, distributes new store tables after the migrations, too late for such a key). Nothing on
-- plain PostgreSQL or PGlite (no citus extension: the inner query is never planned).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'citus') THEN
    IF EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.orders'::regclass AND partmethod = 'h') THEN
      PERFORM create_distributed_table('public.draft_orders', 'tenant_id', colocate_with => 'public.orders');
    END IF;
  END IF;
END $$;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "source" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "draft_order_id" uuid;--> statement-breakpoint
ALTER TABLE "draft_orders" ADD CONSTRAINT "draft_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_orders" ADD CONSTRAINT "draft_orders_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_orders" ADD CONSTRAINT "draft_orders_order_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draft_orders_id_idx" ON "draft_orders" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "draft_orders_tenant_token_uq" ON "draft_orders" USING btree ("tenant_id","invoice_token_hash");--> statement-breakpoint
CREATE INDEX "draft_orders_tenant_created_idx" ON "draft_orders" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_tenant_source_created_idx" ON "orders" USING btree ("tenant_id","source","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_tenant_draft_uq" ON "orders" USING btree ("tenant_id","draft_order_id") WHERE "orders"."draft_order_id" is not null;