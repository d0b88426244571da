CREATE TABLE "redirect_sets" (
	"tenant_id" uuid NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirect_sets_pkey" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"from_path" text NOT NULL,
	"to_target" text NOT NULL,
	"kind" text DEFAULT 'manual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "redirect_sets" ADD CONSTRAINT "redirect_sets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "redirects_id_idx" ON "redirects" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "redirects_tenant_from_uq" ON "redirects" USING btree ("tenant_id","from_path");--> statement-breakpoint
CREATE INDEX "redirects_tenant_to_idx" ON "redirects" USING btree ("tenant_id","to_target");