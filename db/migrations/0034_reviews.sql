CREATE TABLE "product_reviews" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"user_id" uuid,
	"order_id" uuid,
	"verified" boolean DEFAULT false NOT NULL,
	"rating" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_reviews_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "product_reviews_rating_ck" CHECK ("product_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
-- (hand-written, record 0157) On a database Citus already distributes (record 0138): product_reviews distributed by
-- tenant_id, co-located with products, before its key to products (as returns in 0031). Nothing elsewhere.
SET LOCAL citus.multi_shard_modify_mode = 'sequential';--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'citus') THEN
    IF EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = 'public.products'::regclass AND partmethod = 'h') THEN
      PERFORM create_distributed_table('public.product_reviews', 'tenant_id', colocate_with => 'public.products');
    END IF;
  END IF;
END $$;
-- (end of hand-written block)
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "reviews_auto_publish" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "reviews_allow_guests" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "review_request_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "review_request_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_average" numeric(3, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_counts" integer[] DEFAULT '{0,0,0,0,0}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_reviews_id_idx" ON "product_reviews" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_reviews_tenant_product_user_uq" ON "product_reviews" USING btree ("tenant_id","product_id","user_id") WHERE "product_reviews"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "product_reviews_tenant_product_status_idx" ON "product_reviews" USING btree ("tenant_id","product_id","status","created_at");--> statement-breakpoint
CREATE INDEX "product_reviews_tenant_status_created_idx" ON "product_reviews" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "products_tenant_status_rating_idx" ON "products" USING btree ("tenant_id","status","rating_average" desc nulls last,"rating_count");