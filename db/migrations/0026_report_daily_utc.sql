-- On Citus, one connection per node for the rest of the migrations' transaction: the multi-shard statements below
-- and the DDL after them (record 0138, migration 0030); an unused setting elsewhere.
SET LOCAL citus.multi_shard_modify_mode = 'sequential';--> statement-breakpoint
CREATE TABLE "report_daily_utc" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"gross_sales" bigint DEFAULT 0 NOT NULL,
	"discounts" bigint DEFAULT 0 NOT NULL,
	"refunds" bigint DEFAULT 0 NOT NULL,
	"shipping" bigint DEFAULT 0 NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	"fees" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_daily_utc_pkey" PRIMARY KEY("tenant_id","day","currency")
);
--> statement-breakpoint
ALTER TABLE "report_daily_utc" ADD CONSTRAINT "report_daily_utc_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_daily_utc_day_idx" ON "report_daily_utc" USING btree ("day");--> statement-breakpoint
-- Every store's roll-ups are rebuilt at their next read, which fills the UTC table too (lib/reports/repository.ts).
DELETE FROM "report_state";
