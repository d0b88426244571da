CREATE TABLE "return_items" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"return_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"received_quantity" integer DEFAULT 0 NOT NULL,
	"restocked_quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "return_items_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "return_items_quantities_ck" CHECK ("return_items"."quantity" > 0 and "return_items"."received_quantity" between 0 and "return_items"."quantity" and "return_items"."restocked_quantity" between 0 and "return_items"."received_quantity")
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"requested_by" text NOT NULL,
	"note" text,
	"decline_reason" text,
	"refund_amount" numeric(10, 2),
	"created_by" uuid,
	"approved_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
-- On a database Citus already distributes (record 0138): both new tables distributed by tenant_id, co-located with
-- orders, before their keys to orders and order_items (as draft_orders in 0028). Nothing elsewhere.
SET LOCAL citus.multi_shard_modify_mode = 'sequential';--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'citus') THEN
    IF EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.orders'::regclass AND partmethod = 'h') THEN
      PERFORM create_distributed_table('public.returns', 'tenant_id', colocate_with => 'public.orders');
      PERFORM create_distributed_table('public.return_items', 'tenant_id', colocate_with => 'public.orders');
    END IF;
  END IF;
END $$;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "return_window_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "fulfillments" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_return_fk" FOREIGN KEY ("tenant_id","return_id") REFERENCES "public"."returns"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_order_item_fk" FOREIGN KEY ("tenant_id","order_item_id") REFERENCES "public"."order_items"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_items_id_idx" ON "return_items" USING btree ("id");--> statement-breakpoint
CREATE INDEX "return_items_tenant_return_idx" ON "return_items" USING btree ("tenant_id","return_id");--> statement-breakpoint
CREATE INDEX "returns_id_idx" ON "returns" USING btree ("id");--> statement-breakpoint
CREATE INDEX "returns_tenant_status_created_idx" ON "returns" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "returns_tenant_order_idx" ON "returns" USING btree ("tenant_id","order_id");