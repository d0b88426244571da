CREATE TABLE "gift_card_entries" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"gift_card_id" uuid NOT NULL,
	"type" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_entries_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"last4" text NOT NULL,
	"initial_value" numeric(10, 2) NOT NULL,
	"balance" numeric(10, 2) NOT NULL,
	"currency" text NOT NULL,
	"expires_on" date,
	"disabled_at" timestamp with time zone,
	"recipient_email" text,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "gift_cards_balance_check" CHECK ("gift_cards"."balance" >= 0),
	CONSTRAINT "gift_cards_initial_value_check" CHECK ("gift_cards"."initial_value" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card_total" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_cards" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_card_entries" ADD CONSTRAINT "gift_card_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_entries" ADD CONSTRAINT "gift_card_entries_card_fk" FOREIGN KEY ("tenant_id","gift_card_id") REFERENCES "public"."gift_cards"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_entries_id_idx" ON "gift_card_entries" USING btree ("id");--> statement-breakpoint
CREATE INDEX "gift_card_entries_tenant_card_idx" ON "gift_card_entries" USING btree ("tenant_id","gift_card_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_card_entries_tenant_order_idx" ON "gift_card_entries" USING btree ("tenant_id","order_id") WHERE "gift_card_entries"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "gift_cards_id_idx" ON "gift_cards" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_tenant_code_uq" ON "gift_cards" USING btree ("tenant_id","code_hash");--> statement-breakpoint
CREATE INDEX "gift_cards_tenant_created_idx" ON "gift_cards" USING btree ("tenant_id","created_at");