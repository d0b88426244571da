import "server-only";
import { sql } from "drizzle-orm";
import { n, rowsAcross } from "../repository";

/**
 * The platform admin's figures (GET /api/admin/reports) from every store's roll-ups: sums of report_daily_utc (UTC days) across
 * stores, never a scan of orders (record 0150). The only reads of the roll-ups that fan out over stores.
 */

export async function platformDaily(from: string, to: string) {
  const r = await rowsAcross(sql`
    select day::text as day, currency, sum(orders)::int as orders,
           sum(gross_sales - discounts - refunds + shipping + tax + fees)::bigint as total
      from report_daily_utc where day between ${from}::date and ${to}::date group by day, currency order by day`);
  return r.map((x) => ({ day: String(x.day).slice(0, 10), currency: String(x.currency), orders: n(x.orders), total: n(x.total) }));
}

export async function platformNewStores(from: string, to: string) {
  const r = await rowsAcross(sql`
    select (created_at at time zone 'UTC')::date::text as day, count(*)::int as n from tenants
     where created_at >= ${from}::date::timestamp at time zone 'UTC' and created_at < (${to}::date + 1)::timestamp at time zone 'UTC'
     group by 1`);
  return r.map((x) => ({ day: String(x.day).slice(0, 10), n: n(x.n) }));
}

export async function platformTotals(from: string, to: string) {
  const [active] = await rowsAcross(sql`
    select count(distinct tenant_id)::int as n from report_daily_utc where day between ${from}::date and ${to}::date and orders > 0`);
  const plans = await rowsAcross(sql`
    select coalesce(subscription_plan, 'none') as plan, count(*)::int as n from tenants where is_active group by 1`);
  // MRR: active subscriptions' amounts (before GST) as a monthly figure; a yearly cycle counts a twelfth.
  const mrr = await rowsAcross(sql`
    select currency, sum(case when billing_cycle in ('yearly', 'annual', 'year') then round(amount * 100 / 12) else amount * 100 end)::bigint as mrr
      from tenant_subscriptions where status = 'active' group by currency`);
  const top = await rowsAcross(sql`
    select r.tenant_id, t.name, t.slug, t.currency, sum(r.orders)::int as orders, sum(r.gross_sales - r.discounts - r.refunds)::bigint as net
      from report_daily_utc r join tenants t on t.id = r.tenant_id
     where r.day between ${from}::date and ${to}::date
     group by r.tenant_id, t.name, t.slug, t.currency order by net desc, orders desc limit 10`);
  return {
    activeStores: n(active?.n),
    storesByPlan: Object.fromEntries(plans.map((p) => [String(p.plan), n(p.n)])),
    mrr: mrr.map((x) => ({ currency: String(x.currency), minor: n(x.mrr) })),
    top: top.map((x) => ({ tenantId: String(x.tenant_id), name: String(x.name), slug: String(x.slug), currency: String(x.currency), orders: n(x.orders), net: n(x.net) })),
  };
}
