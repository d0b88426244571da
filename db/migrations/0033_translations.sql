CREATE TABLE "translations" (
	"tenant_id" uuid NOT NULL,
	"resource_type" text NOT NULL,
	"language" text NOT NULL,
	"resource_id" uuid NOT NULL,
	"field" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translations_pkey" PRIMARY KEY("tenant_id","resource_type","language","resource_id","field")
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "default_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "languages" text[] DEFAULT '{en}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "translations_product_name_trgm_idx" ON "translations" USING gin (lower("value") gin_trgm_ops) WHERE "translations"."resource_type" = 'product' and "translations"."field" = 'name';