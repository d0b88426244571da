ALTER TABLE "products" ADD COLUMN "product_type" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "product_type" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gift_card_recipient_email" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gift_card_message" text;--> statement-breakpoint
ALTER TABLE "gift_card_entries" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "gift_card_entries" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "order_item_id" uuid;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "unit_index" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_tenant_item_unit_uq" ON "gift_cards" USING btree ("tenant_id","order_item_id","unit_index") WHERE "gift_cards"."order_item_id" is not null;