CREATE TABLE "customer_segments" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"match" text DEFAULT 'all' NOT NULL,
	"rules" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_segments_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "accepts_marketing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "orders_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "total_spent" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_order_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_segments" ADD CONSTRAINT "customer_segments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_segments_id_idx" ON "customer_segments" USING btree ("id");--> statement-breakpoint
CREATE INDEX "users_customers_created_idx" ON "users" USING btree ("tenant_id","created_at","id") WHERE role = 'customer' AND position('#guest-' in email) = 0;--> statement-breakpoint
CREATE INDEX "users_customers_spent_idx" ON "users" USING btree ("tenant_id","total_spent","id") WHERE role = 'customer' AND position('#guest-' in email) = 0;--> statement-breakpoint
CREATE INDEX "users_customers_orders_idx" ON "users" USING btree ("tenant_id","orders_count","id") WHERE role = 'customer' AND position('#guest-' in email) = 0;--> statement-breakpoint
CREATE INDEX "users_customers_last_order_idx" ON "users" USING btree ("tenant_id","last_order_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE role = 'customer' AND position('#guest-' in email) = 0;--> statement-breakpoint
CREATE INDEX "users_customers_email_idx" ON "users" USING btree ("tenant_id",lower("email")) WHERE role = 'customer' AND position('#guest-' in email) = 0;--> statement-breakpoint
CREATE INDEX "users_customers_search_trgm_idx" ON "users" USING gin ((lower(coalesce("email", '') || ' ' || coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("phone", ''))) gin_trgm_ops) WHERE role = 'customer' AND position('#guest-' in email) = 0;--> statement-breakpoint
CREATE INDEX "users_customers_tags_idx" ON "users" USING gin ("tags") WHERE role = 'customer' AND position('#guest-' in email) = 0;--> statement-breakpoint
CREATE INDEX "orders_tenant_email_idx" ON "orders" USING btree ("tenant_id",lower("customer_email"));
--> statement-breakpoint
-- A registered customer's order figures (issue 45, record 0152), kept by the database so every path that places,
-- pays, refunds or cancels an order keeps them right: an order belongs to the account that placed it signed in,
-- else (a guest checkout, or no account) to the store's registered customer with the order's e-mail. It counts
-- unless cancelled or failed; it adds total - refunded once paid. Changes are deltas on the customer's row, so two
-- orders at once serialise on that row and neither is lost (a re-count would read a snapshot from before the wait).
CREATE OR REPLACE FUNCTION sb_order_customer(t uuid, u uuid, e text) RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT id FROM users WHERE id = u AND tenant_id = t AND role = 'customer' AND position('#guest-' in email) = 0),
    (SELECT id FROM users WHERE tenant_id = t AND lower(email) = lower(e) AND role = 'customer' AND position('#guest-' in email) = 0 LIMIT 1))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION sb_customer_figures() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o_id uuid; n_id uuid;
  o_count int := 0; n_count int := 0;
  o_spent numeric := 0; n_spent numeric := 0;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    o_id := sb_order_customer(OLD.tenant_id, OLD.user_id, OLD.customer_email);
    o_count := CASE WHEN OLD.status IN ('cancelled', 'failed') THEN 0 ELSE 1 END;
    o_spent := CASE WHEN OLD.paid_at IS NULL THEN 0 ELSE OLD.total - OLD.refunded_amount END;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    n_id := sb_order_customer(NEW.tenant_id, NEW.user_id, NEW.customer_email);
    n_count := CASE WHEN NEW.status IN ('cancelled', 'failed') THEN 0 ELSE 1 END;
    n_spent := CASE WHEN NEW.paid_at IS NULL THEN 0 ELSE NEW.total - NEW.refunded_amount END;
  END IF;
  IF o_id IS NOT DISTINCT FROM n_id AND o_count = n_count AND o_spent = n_spent THEN RETURN NULL; END IF;
  IF o_id IS NOT NULL THEN
    UPDATE users SET orders_count = orders_count - o_count, total_spent = total_spent - o_spent WHERE id = o_id;
  END IF;
  IF n_id IS NOT NULL THEN
    UPDATE users SET orders_count = orders_count + n_count, total_spent = total_spent + n_spent,
      last_order_at = CASE WHEN n_count = 1 THEN greatest(last_order_at, NEW.created_at) ELSE last_order_at END,
      phone = coalesce(phone, NEW.customer_phone)
    WHERE id = n_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sb_customer_figures AFTER INSERT OR UPDATE OF status, paid_at, total, refunded_amount, customer_email, user_id OR DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION sb_customer_figures();--> statement-breakpoint
-- A customer who registers after checking out as a guest starts with those orders' figures.
CREATE OR REPLACE FUNCTION sb_customer_initial_figures() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p text;
BEGIN
  IF NEW.role <> 'customer' OR position('#guest-' in NEW.email) > 0 OR NEW.tenant_id IS NULL THEN RETURN NEW; END IF;
  SELECT count(*) FILTER (WHERE o.status NOT IN ('cancelled', 'failed')),
         coalesce(sum(o.total - o.refunded_amount) FILTER (WHERE o.paid_at IS NOT NULL), 0),
         max(o.created_at) FILTER (WHERE o.status NOT IN ('cancelled', 'failed')),
         (array_agg(o.customer_phone ORDER BY o.created_at DESC) FILTER (WHERE o.customer_phone IS NOT NULL))[1]
    INTO NEW.orders_count, NEW.total_spent, NEW.last_order_at, p
    FROM orders o LEFT JOIN users g ON g.id = o.user_id
   WHERE o.tenant_id = NEW.tenant_id AND lower(o.customer_email) = lower(NEW.email)
     AND (o.user_id IS NULL OR position('#guest-' in g.email) > 0);
  NEW.phone := coalesce(NEW.phone, p);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER sb_customer_initial_figures BEFORE INSERT ON "users"
  FOR EACH ROW EXECUTE FUNCTION sb_customer_initial_figures();--> statement-breakpoint
-- The figures of the customers there already.
-- Set-based (hash joins), the same rule as sb_order_customer: a function call per order would plan each look-up alone.
UPDATE users u SET orders_count = f.n, total_spent = f.spent, last_order_at = f.last
  FROM (
    SELECT coalesce(ru.id, eu.id) AS cid,
           count(*) FILTER (WHERE o.status NOT IN ('cancelled', 'failed')) AS n,
           coalesce(sum(o.total - o.refunded_amount) FILTER (WHERE o.paid_at IS NOT NULL), 0) AS spent,
           max(o.created_at) FILTER (WHERE o.status NOT IN ('cancelled', 'failed')) AS last
      FROM orders o
      LEFT JOIN users ru ON ru.id = o.user_id AND ru.tenant_id = o.tenant_id AND ru.role = 'customer' AND position('#guest-' in ru.email) = 0
      LEFT JOIN users eu ON eu.tenant_id = o.tenant_id AND lower(eu.email) = lower(o.customer_email) AND eu.role = 'customer' AND position('#guest-' in eu.email) = 0
     GROUP BY 1
  ) f
 WHERE f.cid = u.id;
