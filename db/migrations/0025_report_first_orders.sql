ALTER TABLE "report_customer_daily" ADD COLUMN "prev_day" date;--> statement-breakpoint
CREATE INDEX "report_customer_daily_prev_idx" ON "report_customer_daily" USING btree ("tenant_id","prev_day");--> statement-breakpoint
-- Roll-ups already built: each customer-day's previous day of the same customer (record 0150).
UPDATE "report_customer_daily" c SET "prev_day" = w."prev"
  FROM (SELECT "tenant_id", "day", "customer_key", lag("day") OVER (PARTITION BY "tenant_id", "customer_key" ORDER BY "day") AS "prev"
          FROM "report_customer_daily") w
 WHERE c."tenant_id" = w."tenant_id" AND c."day" = w."day" AND c."customer_key" = w."customer_key" AND w."prev" IS NOT NULL;
