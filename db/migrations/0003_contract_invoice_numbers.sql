ALTER TABLE "orders" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_invoice_number" text;--> statement-breakpoint
CREATE INDEX "orders_tenant_invoice_idx" ON "orders" USING btree ("tenant_id","invoice_number");