-- Shoppers' product search: trigram matching (substring and typo-tolerant) on one generated text column.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- IMMUTABLE so a generated column may use it (array_to_string on its own is only STABLE).
CREATE OR REPLACE FUNCTION sb_product_search_text(name text, sku text, tags text[], short_description text, description text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(
    coalesce(name, '') || ' ' || coalesce(sku, '') || ' ' || coalesce(array_to_string(tags, ' '), '') || ' ' ||
    coalesce(short_description, '') || ' ' || coalesce(regexp_replace(description, '<[^>]*>', ' ', 'g'), '')
  )
$$;--> statement-breakpoint
DROP INDEX "products_tenant_category_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (sb_product_search_text(name, sku, tags, short_description, description)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_tenant_status_name_idx" ON "products" USING btree ("tenant_id","status",lower("name"));--> statement-breakpoint
CREATE INDEX "products_tenant_status_price_idx" ON "products" USING btree ("tenant_id","status","price");--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_tenant_category_idx" ON "products" USING btree ("tenant_id","category_id","status","created_at");