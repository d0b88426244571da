-- Money leftovers (issue 37, record 0133): amounts kept in jsonb become decimal strings, as in every column
-- and on the wire. Only the data changes (the columns stay jsonb), so this migration is hand-written
-- (drizzle-kit generate --custom). A JSON number is read through numeric (exact for what was stored: at most
-- two decimals) and written as round(…, 2)::text, "12.50"; strings, nulls and other keys stay as they were,
-- and the elements keep their order. Rows without a number are not touched.

-- orders.tax_breakdown: [{label, rate, amount}], amount was a major-unit number (12.5) -> "12.50".
UPDATE "orders" SET "tax_breakdown" = (
	SELECT jsonb_agg(
		CASE WHEN jsonb_typeof(e.b -> 'amount') = 'number'
			THEN jsonb_set(e.b, '{amount}', to_jsonb(round((e.b ->> 'amount')::numeric, 2)::text))
			ELSE e.b END
		ORDER BY e.n)
	FROM jsonb_array_elements("orders"."tax_breakdown") WITH ORDINALITY AS e(b, n)
)
WHERE jsonb_typeof("tax_breakdown") = 'array'
	AND EXISTS (SELECT 1 FROM jsonb_array_elements("orders"."tax_breakdown") AS x(b) WHERE jsonb_typeof(x.b -> 'amount') = 'number');
--> statement-breakpoint
-- shipping_tiers.price_ranges: [{from, to|null, price}], all numbers -> "0.00", null stays null.
UPDATE "shipping_tiers" SET "price_ranges" = (
	SELECT jsonb_agg(
		e.r
		|| CASE WHEN jsonb_typeof(e.r -> 'from') = 'number' THEN jsonb_build_object('from', round((e.r ->> 'from')::numeric, 2)::text) ELSE '{}'::jsonb END
		|| CASE WHEN jsonb_typeof(e.r -> 'to') = 'number' THEN jsonb_build_object('to', round((e.r ->> 'to')::numeric, 2)::text) ELSE '{}'::jsonb END
		|| CASE WHEN jsonb_typeof(e.r -> 'price') = 'number' THEN jsonb_build_object('price', round((e.r ->> 'price')::numeric, 2)::text) ELSE '{}'::jsonb END
		ORDER BY e.n)
	FROM jsonb_array_elements("shipping_tiers"."price_ranges") WITH ORDINALITY AS e(r, n)
)
WHERE jsonb_typeof("price_ranges") = 'array'
	AND EXISTS (
		SELECT 1 FROM jsonb_array_elements("shipping_tiers"."price_ranges") AS x(r)
		WHERE jsonb_typeof(x.r -> 'from') = 'number' OR jsonb_typeof(x.r -> 'to') = 'number' OR jsonb_typeof(x.r -> 'price') = 'number'
	);
