ALTER TABLE "products" ADD COLUMN "search_codes" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- hand-written: every variant's SKU and barcode searchable (docs/decisions/0115-variant-sku-search.md). The
-- summary trigger keeps products.search_codes from the variants; existing products are filled in one statement
-- before the index is built (drizzle-kit's CREATE INDEX, moved to the end: one build instead of 1 insert a row).
-- A product's codes as search matches them: lower-cased, distinct and sorted (the same set always gives the
-- same text, so the summary only rewrites the row when a code changed), blanks left out.
CREATE OR REPLACE FUNCTION sb_search_codes(codes text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(DISTINCT lower(c), ' ' ORDER BY lower(c)), '') FROM unnest(codes) c WHERE btrim(c) <> ''
$$;--> statement-breakpoint
-- As in 0005, plus search_codes.
CREATE OR REPLACE FUNCTION sb_refresh_product_summary(pid uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET
    price = s.price, price_max = s.price_max, compare_at_price = s.compare_at_price, quantity = s.quantity,
    track_quantity = s.track_quantity, sku = s.sku, barcode = s.barcode, cost_price = s.cost_price, weight = s.weight,
    search_codes = s.search_codes
  FROM (
    SELECT min(v.price) AS price, max(v.price) AS price_max,
      (array_agg(v.compare_at_price ORDER BY v.price, v.position, v.id))[1] AS compare_at_price,
      coalesce(sum(v.quantity) FILTER (WHERE v.track_quantity), 0)::integer AS quantity,
      bool_and(v.track_quantity) AS track_quantity,
      (array_agg(v.sku ORDER BY v.position, v.id))[1] AS sku,
      (array_agg(v.barcode ORDER BY v.position, v.id))[1] AS barcode,
      (array_agg(v.cost_price ORDER BY v.position, v.id))[1] AS cost_price,
      (array_agg(v.weight ORDER BY v.position, v.id))[1] AS weight,
      sb_search_codes(array_agg(v.sku) || array_agg(v.barcode)) AS search_codes
    FROM product_variants v WHERE v.product_id = pid
    HAVING count(*) > 0
  ) s
  WHERE p.id = pid AND (p.price, p.price_max, p.compare_at_price, p.quantity, p.track_quantity, p.sku, p.barcode, p.cost_price, p.weight, p.search_codes)
    IS DISTINCT FROM (s.price, s.price_max, s.compare_at_price, s.quantity, s.track_quantity, s.sku, s.barcode, s.cost_price, s.weight, s.search_codes)
$$;--> statement-breakpoint
UPDATE "products" p SET "search_codes" = s.codes
FROM (
  SELECT v."product_id", sb_search_codes(array_agg(v."sku") || array_agg(v."barcode")) AS codes
  FROM "product_variants" v GROUP BY v."product_id"
) s
WHERE p."id" = s."product_id" AND s.codes <> '';--> statement-breakpoint
CREATE INDEX "products_search_codes_trgm_idx" ON "products" USING gin ("search_codes" gin_trgm_ops);
