CREATE TABLE "api_tokens" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"scopes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"token_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_tokens_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_tokens_id_idx" ON "api_tokens" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_tenant_hash_uq" ON "api_tokens" USING btree ("tenant_id","token_hash");--> statement-breakpoint
CREATE INDEX "api_tokens_tenant_created_idx" ON "api_tokens" USING btree ("tenant_id","created_at");