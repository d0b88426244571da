CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"title" text NOT NULL,
	"option1" text,
	"option2" text,
	"option3" text,
	"price" numeric(10, 2) NOT NULL,
	"compare_at_price" numeric(10, 2),
	"cost_price" numeric(10, 2),
	"sku" text,
	"barcode" text,
	"track_quantity" boolean DEFAULT true NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"weight" numeric(10, 2),
	"image" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_options_uq" UNIQUE NULLS NOT DISTINCT("tenant_id","product_id","option1","option2","option3")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_max" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_title" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_variants_tenant_product_idx" ON "product_variants" USING btree ("tenant_id","product_id","position");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- hand-written: every existing product gets its default variant (its price, stock and SKU, nothing lost),
-- past order lines point at it, and two triggers keep products and variants in step from now on.
INSERT INTO "product_variants" ("tenant_id", "product_id", "title", "price", "compare_at_price", "cost_price", "sku", "barcode",
  "track_quantity", "quantity", "weight", "position", "created_at", "updated_at")
SELECT "tenant_id", "id", 'Default Title', "price", "compare_at_price", "cost_price", "sku", "barcode",
  "track_quantity", "quantity", "weight", 0, "created_at", "updated_at"
FROM "products";--> statement-breakpoint
UPDATE "products" SET "price_max" = "price";--> statement-breakpoint
UPDATE "order_items" oi SET "variant_id" = v."id"
FROM "product_variants" v
WHERE v."product_id" = oi."product_id" AND v."tenant_id" = oi."tenant_id";--> statement-breakpoint
-- The product's summary of its variants (see db/schema/catalog.ts): written only when something changed.
CREATE OR REPLACE FUNCTION sb_refresh_product_summary(pid uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET
    price = s.price, price_max = s.price_max, compare_at_price = s.compare_at_price, quantity = s.quantity,
    track_quantity = s.track_quantity, sku = s.sku, barcode = s.barcode, cost_price = s.cost_price, weight = s.weight
  FROM (
    SELECT min(v.price) AS price, max(v.price) AS price_max,
      (array_agg(v.compare_at_price ORDER BY v.price, v.position, v.id))[1] AS compare_at_price,
      coalesce(sum(v.quantity) FILTER (WHERE v.track_quantity), 0)::integer AS quantity,
      bool_and(v.track_quantity) AS track_quantity,
      (array_agg(v.sku ORDER BY v.position, v.id))[1] AS sku,
      (array_agg(v.barcode ORDER BY v.position, v.id))[1] AS barcode,
      (array_agg(v.cost_price ORDER BY v.position, v.id))[1] AS cost_price,
      (array_agg(v.weight ORDER BY v.position, v.id))[1] AS weight
    FROM product_variants v WHERE v.product_id = pid
    HAVING count(*) > 0
  ) s
  WHERE p.id = pid AND (p.price, p.price_max, p.compare_at_price, p.quantity, p.track_quantity, p.sku, p.barcode, p.cost_price, p.weight)
    IS DISTINCT FROM (s.price, s.price_max, s.compare_at_price, s.quantity, s.track_quantity, s.sku, s.barcode, s.cost_price, s.weight)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION sb_product_variants_summary() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM sb_refresh_product_summary(OLD.product_id); END IF;
  IF TG_OP = 'INSERT' OR NEW.product_id IS DISTINCT FROM OLD.product_id THEN PERFORM sb_refresh_product_summary(NEW.product_id); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sb_product_variants_summary AFTER INSERT OR UPDATE OR DELETE ON "product_variants"
  FOR EACH ROW EXECUTE FUNCTION sb_product_variants_summary();--> statement-breakpoint
-- A product is never without a variant: inserting one (the API, seeds, imports, SQL by hand) gives it its
-- default variant from the row's own price and stock. The API then replaces it when options are sent.
CREATE OR REPLACE FUNCTION sb_product_default_variant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_variants (tenant_id, product_id, title, price, compare_at_price, cost_price, sku, barcode,
    track_quantity, quantity, weight, position)
  VALUES (NEW.tenant_id, NEW.id, 'Default Title', NEW.price, NEW.compare_at_price, NEW.cost_price, NEW.sku, NEW.barcode,
    NEW.track_quantity, NEW.quantity, NEW.weight, 0);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sb_product_default_variant AFTER INSERT ON "products"
  FOR EACH ROW EXECUTE FUNCTION sb_product_default_variant();
--> statement-breakpoint
-- An edit may swap values between variants (S↔M): the uniqueness of a product's combinations is checked at commit.
ALTER TABLE "product_variants" DROP CONSTRAINT "product_variants_options_uq";--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_options_uq"
  UNIQUE NULLS NOT DISTINCT ("tenant_id", "product_id", "option1", "option2", "option3") DEFERRABLE INITIALLY IMMEDIATE;
