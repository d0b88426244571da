CREATE TABLE "report_customer_daily" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"customer_key" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_customer_daily_pkey" PRIMARY KEY("tenant_id","day","customer_key")
);
--> statement-breakpoint
CREATE TABLE "report_daily" (
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
	CONSTRAINT "report_daily_pkey" PRIMARY KEY("tenant_id","day","currency")
);
--> statement-breakpoint
CREATE TABLE "report_discount_daily" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"discount_key" text NOT NULL,
	"discount_id" uuid,
	"code" text,
	"title" text,
	"type" text NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"discount_total" bigint DEFAULT 0 NOT NULL,
	"net_sales" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_discount_daily_pkey" PRIMARY KEY("tenant_id","day","discount_key")
);
--> statement-breakpoint
CREATE TABLE "report_product_daily" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"line_key" text NOT NULL,
	"product_id" uuid,
	"variant_id" uuid,
	"title" text NOT NULL,
	"variant_title" text,
	"units" integer DEFAULT 0 NOT NULL,
	"net_sales" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_product_daily_pkey" PRIMARY KEY("tenant_id","day","line_key")
);
--> statement-breakpoint
CREATE TABLE "report_state" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"rolled_up_to" timestamp with time zone NOT NULL,
	"rebuilt_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_customer_daily" ADD CONSTRAINT "report_customer_daily_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_daily" ADD CONSTRAINT "report_daily_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_discount_daily" ADD CONSTRAINT "report_discount_daily_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_product_daily" ADD CONSTRAINT "report_product_daily_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_state" ADD CONSTRAINT "report_state_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_customer_daily_customer_idx" ON "report_customer_daily" USING btree ("tenant_id","customer_key","day");--> statement-breakpoint
CREATE INDEX "report_daily_day_idx" ON "report_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "orders_tenant_updated_idx" ON "orders" USING btree ("tenant_id","updated_at");--> statement-breakpoint
CREATE INDEX "orders_tenant_cancelled_idx" ON "orders" USING btree ("tenant_id","cancelled_at") WHERE "orders"."cancelled_at" is not null;--> statement-breakpoint
CREATE INDEX "transactions_tenant_refund_created_idx" ON "transactions" USING btree ("tenant_id","created_at") WHERE "transactions"."type" = 'refund';