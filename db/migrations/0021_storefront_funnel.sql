CREATE TABLE "storefront_events" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"visitor_id" text NOT NULL,
	"type" text NOT NULL,
	"product_id" uuid,
	CONSTRAINT "storefront_events_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "storefront_funnel_days" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"product_views" integer DEFAULT 0 NOT NULL,
	"add_to_carts" integer DEFAULT 0 NOT NULL,
	"checkouts_started" integer DEFAULT 0 NOT NULL,
	"final" boolean DEFAULT false NOT NULL,
	"rolled_at" timestamp with time zone NOT NULL,
	CONSTRAINT "storefront_funnel_days_pkey" PRIMARY KEY("tenant_id","day")
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "storefront_analytics" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "storefront_events" ADD CONSTRAINT "storefront_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_funnel_days" ADD CONSTRAINT "storefront_funnel_days_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "storefront_events_tenant_time_idx" ON "storefront_events" USING btree ("tenant_id","occurred_at","type","visitor_id");--> statement-breakpoint
CREATE INDEX "storefront_events_time_brin" ON "storefront_events" USING brin ("occurred_at");