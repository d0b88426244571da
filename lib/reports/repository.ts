import "server-only";
import { acrossStores } from "@/db/fan-out";
import { sql, type SQL } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import type { TenantId } from "@/lib/tenancy/store";

/**
 * The reports' roll-ups (record 0150): the only code that writes report_* tables. A refresh recomputes whole local
 * days from the orders, so a day is exact after it; which days it recomputes comes from what changed since the last
 * one (orders by updated_at, refunds by created_at, with a margin for transactions still open then). A store whose
 * time zone differs from the one its roll-ups were counted in is rebuilt in full.
 *
 * The definitions, in SQL, in one place:
 *   counted order  status not failed, and not abandoned (cancelled with no cancelled_at: the unpaid-order sweep)
 *   cancelled      status cancelled with cancelled_at: counted on its day, reversed on cancelled_at's day
 *   gross          subtotal (line prices × quantities), less the tax inside it when prices include tax
 *   discounts      discount_total (lines' discounts and free shipping)
 *   refunds        completed refund transactions, on their own day, of counted orders not cancelled
 *   shipping, tax  shipping before discounts; tax, added on top or included
 *   fees           cod_charges (what the shopper paid for the payment method)
 */

type Row = Record<string, unknown>;
/** rows() for the platform's figures and the roll-up's work list, over every store (record 0138 "Queries that fan out"). */
export const rowsAcross = <T extends Row>(q: SQL): Promise<T[]> => acrossStores((db) => rows<T>(q, db as unknown as Tx));
export async function rows<T extends Row>(q: SQL, tx?: Tx): Promise<T[]> {
  const r = await (tx ?? (await getDb())).execute(q);
  // Both drivers answer execute() with { rows }.
  return (r as unknown as { rows: T[] }).rows;
}

/** How long a change may take to commit and still be seen by the next refresh. */
export const REFRESH_MARGIN_SECONDS = 300;

const local = (col: SQL, tz: string) => sql`((${col}) at time zone ${tz})::date`;
const COUNTED = sql`(o.status <> 'failed' and not (o.status = 'cancelled' and o.cancelled_at is null))`;
const CANCELLED = sql`(o.status = 'cancelled' and o.cancelled_at is not null)`;
const INCLUDED_TAX = sql`(case when o.tax > 0 and o.subtotal - o.discount_total + o.shipping + o.cod_charges = o.total then o.tax else 0 end)`;
const m = (v: SQL) => sql`((${v}) * 100)::bigint`;

/** A filter on a timestamp to the days being recomputed (all of them when `days` is null), index-friendly. */
function onDays(col: SQL, tz: string, days: string[] | null): SQL {
  if (!days) return sql`true`;
  const lo = days[0];
  const hi = days[days.length - 1];
  return sql`(${col} >= (${lo}::date - 1)::timestamp at time zone 'UTC' and ${col} < (${hi}::date + 2)::timestamp at time zone 'UTC' and ${local(col, tz)} = any(${`{${days.join(",")}}`}::date[]))`;
}

/** The order moves on the days: a counted order on the day it was placed (+1), a cancel on its day (−1). */
function moves(tenantId: TenantId, tz: string, days: string[] | null): SQL {
  return sql`
    select o.id, o.currency, o.user_id, o.customer_email, o.created_at, o.discounts, 1 as sign, ${local(sql`o.created_at`, tz)} as day,
           o.subtotal - ${INCLUDED_TAX} as gross, o.discount_total, o.shipping, o.tax, o.cod_charges, ${CANCELLED} as cancelled
      from orders o
     where o.tenant_id = ${tenantId} and ${COUNTED} and ${onDays(sql`o.created_at`, tz, days)}
    union all
    select o.id, o.currency, o.user_id, o.customer_email, o.created_at, o.discounts, -1, ${local(sql`o.cancelled_at`, tz)},
           o.subtotal - ${INCLUDED_TAX}, o.discount_total, o.shipping, o.tax, o.cod_charges, true
      from orders o
     where o.tenant_id = ${tenantId} and ${CANCELLED} and ${onDays(sql`o.cancelled_at`, tz, days)}`;
}

/**
 * The sales figures of `days` (every day when null) counted in zone `tz`, into `table`: report_daily in the
 * store's zone, report_daily_utc in UTC for the platform's figures. The caller deleted those days first.
 */
async function insertSales(tx: Tx, table: "report_daily" | "report_daily_utc", tenantId: TenantId, tz: string, days: string[] | null): Promise<void> {
  await tx.execute(sql`
    with mv as (${moves(tenantId, tz, days)}),
    units as (
      select oi.order_id, sum(oi.quantity)::int as u from order_items oi
       where oi.tenant_id = ${tenantId} and oi.order_id in (select id from mv) group by oi.order_id
    ),
    sales as (
      select mv.day, mv.currency, sum(mv.sign)::int as orders, sum(mv.sign * coalesce(units.u, 0))::int as units,
             sum(mv.sign * ${m(sql`mv.gross`)}) as gross, sum(mv.sign * ${m(sql`mv.discount_total`)}) as discounts,
             sum(mv.sign * ${m(sql`mv.shipping`)}) as shipping, sum(mv.sign * ${m(sql`mv.tax`)}) as tax,
             sum(mv.sign * ${m(sql`mv.cod_charges`)}) as fees
        from mv left join units on units.order_id = mv.id group by mv.day, mv.currency
    ),
    refunds as (
      select ${local(sql`tr.created_at`, tz)} as day, o.currency, sum(${m(sql`-tr.amount`)}) as refunds
        from transactions tr join orders o on o.tenant_id = tr.tenant_id and o.id = tr.order_id
       where tr.tenant_id = ${tenantId} and tr.type = 'refund' and tr.status = 'completed'
         and ${COUNTED} and not ${CANCELLED} and ${onDays(sql`tr.created_at`, tz, days)}
       group by 1, 2
    )
    insert into ${sql.raw(table)} (tenant_id, day, currency, orders, units, gross_sales, discounts, refunds, shipping, tax, fees)
    select ${tenantId}, coalesce(s.day, r.day), coalesce(s.currency, r.currency), coalesce(s.orders, 0), coalesce(s.units, 0),
           coalesce(s.gross, 0), coalesce(s.discounts, 0), coalesce(r.refunds, 0), coalesce(s.shipping, 0), coalesce(s.tax, 0), coalesce(s.fees, 0)
      from sales s full join refunds r on r.day = s.day and r.currency = s.currency`);
}

async function recompute(tx: Tx, tenantId: TenantId, tz: string, days: string[] | null, utcDays: string[] | null): Promise<void> {
  const only = (table: string) =>
    days ? sql`delete from ${sql.raw(table)} where tenant_id = ${tenantId} and day = any(${`{${days.join(",")}}`}::date[])` : sql`delete from ${sql.raw(table)} where tenant_id = ${tenantId}`;
  const utcOnly = utcDays
    ? sql`delete from report_daily_utc where tenant_id = ${tenantId} and day = any(${`{${utcDays.join(",")}}`}::date[])`
    : sql`delete from report_daily_utc where tenant_id = ${tenantId}`;
  if (!utcDays || utcDays.length) await tx.execute(utcOnly);
  if (days && !days.length) {
    if (utcDays?.length) await insertSales(tx, "report_daily_utc", tenantId, "UTC", utcDays);
    return;
  }
  for (const t of ["report_daily", "report_product_daily", "report_discount_daily", "report_customer_daily"]) await tx.execute(only(t));
  // A full rebuild reads every order of the store: hash joins, not an index probe per order (the planner cannot
  // size the CTE and picks nested loops), and no JIT for what runs once (measured at 100,000 orders, record 0150).
  if (!days) await tx.execute(sql`set local enable_nestloop = off`);
  if (!days) await tx.execute(sql`set local jit = off`);

  await insertSales(tx, "report_daily", tenantId, tz, days);
  if (!utcDays || utcDays.length) await insertSales(tx, "report_daily_utc", tenantId, "UTC", utcDays);

  await tx.execute(sql`
    with mv as (${moves(tenantId, tz, days)})
    insert into report_product_daily (tenant_id, day, line_key, product_id, variant_id, title, variant_title, units, net_sales)
    select ${tenantId}, mv.day, coalesce(oi.variant_id::text, oi.product_id::text, 'name:' || oi.product_name) as line_key,
           (array_agg(oi.product_id order by mv.created_at desc))[1], (array_agg(oi.variant_id order by mv.created_at desc))[1],
           (array_agg(oi.product_name order by mv.created_at desc))[1], (array_agg(oi.variant_title order by mv.created_at desc))[1],
           sum(mv.sign * oi.quantity)::int, sum(mv.sign * ${m(sql`oi.price * oi.quantity - oi.discount`)})
      from mv join order_items oi on oi.tenant_id = ${tenantId} and oi.order_id = mv.id
     group by mv.day, 3`);

  await tx.execute(sql`
    with mv as (${moves(tenantId, tz, days)})
    insert into report_discount_daily (tenant_id, day, discount_key, discount_id, code, title, type, uses, discount_total, net_sales)
    select ${tenantId}, mv.day, coalesce(d->>'id', 'code:' || lower(d->>'code'), 'title:' || (d->>'title')) as discount_key,
           (array_agg(case when (d->>'id') ~ '^[0-9a-fA-F-]{36}$' then (d->>'id')::uuid end))[1],
           (array_agg(d->>'code' order by mv.created_at desc))[1], (array_agg(d->>'title' order by mv.created_at desc))[1],
           (array_agg(d->>'type' order by mv.created_at desc))[1],
           sum(mv.sign)::int, sum(mv.sign * ${m(sql`(d->>'amount')::numeric`)}), sum(mv.sign * ${m(sql`mv.gross - mv.discount_total`)})
      from mv cross join lateral jsonb_array_elements(case when jsonb_typeof(mv.discounts) = 'array' then mv.discounts else '[]'::jsonb end) d
     group by mv.day, 3`);

  // Each customer-day's previous day of the same customer: among the days written now, or (recomputing some days)
  // among the rows kept on the others.
  await tx.execute(sql`
    with mv as (${moves(tenantId, tz, days)}),
    g as (
      select mv.day, coalesce(mv.user_id::text, lower(mv.customer_email)) as customer_key, count(*)::int as orders
        from mv where mv.sign = 1 and not mv.cancelled group by 1, 2
    )
    insert into report_customer_daily (tenant_id, day, customer_key, orders, prev_day)
    select ${tenantId}, g.day, g.customer_key, g.orders,
           greatest(lag(g.day) over (partition by g.customer_key order by g.day)${
             days
               ? sql`, (select max(c.day) from report_customer_daily c where c.tenant_id = ${tenantId} and c.customer_key = g.customer_key and c.day < g.day)`
               : sql``
           })
      from g`);

  // The rows kept on other days whose previous day may have changed: those of customers with a row on a recomputed
  // day now (a later row's previous day may now be one of these), or whose prev_day pointed at a recomputed day
  // (that row may be gone), and only if they have a kept row after the first recomputed day (after a refresh of today
  // alone, nobody). Those customers' rows are renumbered (lag over their days); only differences are written.
  if (!days) return; // a rebuild wrote every row's prev_day above
  const dayList = sql`${`{${days.join(",")}}`}::date[]`;
  await tx.execute(sql`
    with affected as (
      select a.customer_key from (
        select customer_key from report_customer_daily where tenant_id = ${tenantId} and day = any(${dayList})
        union
        select customer_key from report_customer_daily where tenant_id = ${tenantId} and prev_day = any(${dayList})
      ) a
      where exists (select 1 from report_customer_daily k where k.tenant_id = ${tenantId} and k.customer_key = a.customer_key
                       and k.day > ${days[0]}::date and k.day <> all(${dayList}))
    ), w as (
      select c.day, c.customer_key, lag(c.day) over (partition by c.customer_key order by c.day) as prev
        from report_customer_daily c
       where c.tenant_id = ${tenantId} and c.customer_key in (select customer_key from affected)
    )
    update report_customer_daily c set prev_day = w.prev from w
     where c.tenant_id = ${tenantId} and c.day = w.day and c.customer_key = w.customer_key and c.day <> all(${dayList})
       and c.prev_day is distinct from w.prev`);
}

/** The local days whose figures may have changed since `since`: placed, cancelled or refunded days of changed orders. */
async function changedDays(tx: Tx, tenantId: TenantId, tz: string, since: Date): Promise<string[]> {
  const r = await rows<{ day: string }>(
    sql`
    with changed as (select o.id, o.created_at, o.cancelled_at from orders o where o.tenant_id = ${tenantId} and o.updated_at >= ${since})
    select distinct d::text as day from (
      select ${local(sql`created_at`, tz)} as d from changed
      union all select ${local(sql`cancelled_at`, tz)} from changed where cancelled_at is not null
      union all select ${local(sql`tr.created_at`, tz)} from transactions tr
        where tr.tenant_id = ${tenantId} and tr.type = 'refund' and (tr.order_id in (select id from changed) or tr.created_at >= ${since})
    ) x where d is not null order by 1`,
    tx,
  );
  return r.map((x) => String(x.day).slice(0, 10));
}

export type RefreshResult = { rebuilt: boolean; days: number };

/**
 * Bring a store's roll-ups up to date (exact for every change committed before it started): one at a time per
 * store (an advisory lock; a second caller waits, then finds little left to do).
 */
export async function refreshRollups(tenantId: TenantId, tz: string, opts: { rebuild?: boolean } = {}): Promise<RefreshResult> {
  const db = await getDb();
  // Nothing changed since the last refresh (the same zone, the same changed rows in the window): no transaction, no write.
  if (!opts.rebuild) {
    const [probe] = await rows<{ time_zone: string | null; sig: string | null; now_sig: string | null }>(sql`
      select s.time_zone, s.window_sig as sig, ${windowSig(tenantId, sql`s.rolled_up_to - make_interval(secs => ${REFRESH_MARGIN_SECONDS})`)} as now_sig
        from report_state s where s.tenant_id = ${tenantId}`);
    if (probe && probe.time_zone === tz && probe.sig !== null && probe.sig === probe.now_sig) return { rebuilt: false, days: 0 };
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('reports:' || ${tenantId}::text))`);
    const [state] = await rows<{ time_zone: string; since: string | Date }>(
      sql`select s.time_zone, s.rolled_up_to - make_interval(secs => ${REFRESH_MARGIN_SECONDS}) as since
            from (select 1) one left join report_state s on s.tenant_id = ${tenantId}`,
      tx,
    );
    let result: RefreshResult;
    if (opts.rebuild || !state?.time_zone || state.time_zone !== tz) {
      await recompute(tx, tenantId, tz, null, null);
      result = { rebuilt: true, days: -1 };
    } else {
      const since = new Date(state.since);
      const days = await changedDays(tx, tenantId, tz, since);
      // The UTC days of the same changes (the platform's figures): the same days when the store counts in UTC.
      const utcDays = tz === "UTC" ? days : await changedDays(tx, tenantId, "UTC", since);
      if (days.length || utcDays.length) await recompute(tx, tenantId, tz, days, utcDays);
      result = { rebuilt: false, days: days.length };
    }
    // The window the next refresh looks at starts REFRESH_MARGIN_SECONDS before now; its signature lets a read with
    // nothing new skip the refresh.
    // Read first, written as values: Citus refuses a subquery in an INSERT and now() in DO UPDATE SET (record 0138).
    const [mark] = await rows<{ at: string | Date; sig: string | null }>(sql`select now() as at, ${windowSig(tenantId, sql`now() - make_interval(secs => ${REFRESH_MARGIN_SECONDS})`)} as sig`, tx);
    const at = new Date(mark.at).toISOString();
    await tx.execute(sql`
      insert into report_state (tenant_id, time_zone, rolled_up_to, rebuilt_at, window_sig)
      values (${tenantId}, ${tz}, ${at}::timestamptz, ${at}::timestamptz, ${mark.sig})
      on conflict (tenant_id) do update set time_zone = excluded.time_zone, rolled_up_to = excluded.rolled_up_to, window_sig = excluded.window_sig,
        rebuilt_at = case when ${result.rebuilt} then excluded.rebuilt_at else report_state.rebuilt_at end`);
    return result;
  });
}

/**
 * What changed in a window, as one string: the orders updated and refunds written since `since`, their count and
 * the sum of their instants (a late commit inside the window changes one or the other).
 */
function windowSig(tenantId: TenantId, since: SQL): SQL {
  return sql`(
    (select count(*) || ':' || coalesce(sum(extract(epoch from o.updated_at)), 0) from orders o where o.tenant_id = ${tenantId} and o.updated_at >= ${since}) || '/' ||
    (select count(*) || ':' || coalesce(sum(extract(epoch from tr.created_at)), 0) from transactions tr where tr.tenant_id = ${tenantId} and tr.type = 'refund' and tr.created_at >= ${since})
  )`;
}

/** Stores whose roll-ups miss changes (never built, or an order changed since): the admin figures refresh these first.
 * Two reads: Citus refuses tenants (reference) left-joined to report_state (distributed); the rest joins on the store. */
export async function storesToRefresh(): Promise<{ id: string; timeZone: string | null; country: string; rolledZone: string | null }[]> {
  const all = await rows<{ id: string; time_zone: string | null; country: string }>(sql`select t.id, t.time_zone, t.country from tenants t`);
  const states = await rowsAcross<{ tenant_id: string; time_zone: string | null; stale: boolean }>(sql`
    select s.tenant_id, s.time_zone, (exists (select 1 from orders o where o.tenant_id = s.tenant_id and o.updated_at >= s.rolled_up_to - make_interval(secs => ${REFRESH_MARGIN_SECONDS}))
        or exists (select 1 from transactions tr where tr.tenant_id = s.tenant_id and tr.type = 'refund' and tr.created_at >= s.rolled_up_to - make_interval(secs => ${REFRESH_MARGIN_SECONDS}))) as stale from report_state s`);
  const zone = new Map(states.map((x) => [String(x.tenant_id), x.time_zone]));
  const stale = new Set(states.filter((x) => x.stale === true || String(x.stale) === "t").map((x) => String(x.tenant_id)));
  return all.filter((t) => !zone.has(t.id) || stale.has(t.id)).map((x) => ({ id: x.id, timeZone: x.time_zone, country: x.country, rolledZone: zone.get(x.id) ?? null }));
}

// ---- reads ---------------------------------------------------------------------------------------------

export const n = (v: unknown) => Number(v ?? 0);

export type DailySalesRow = {
  day: string;
  currency: string;
  orders: number;
  units: number;
  grossSales: number;
  discounts: number;
  refunds: number;
  shipping: number;
  tax: number;
  fees: number;
};

export async function dailySales(tenantId: TenantId, from: string, to: string): Promise<DailySalesRow[]> {
  const r = await rows(sql`
    select day::text as day, currency, orders, units, gross_sales, discounts, refunds, shipping, tax, fees
      from report_daily where tenant_id = ${tenantId} and day between ${from}::date and ${to}::date order by day`);
  return r.map((x) => ({
    day: String(x.day).slice(0, 10),
    currency: String(x.currency),
    orders: n(x.orders),
    units: n(x.units),
    grossSales: n(x.gross_sales),
    discounts: n(x.discounts),
    refunds: n(x.refunds),
    shipping: n(x.shipping),
    tax: n(x.tax),
    fees: n(x.fees),
  }));
}

/** A store's sums over every day rolled up (the overview's all-time figures): one row, zeros for a store with none. */
export async function lifetimeSales(tenantId: TenantId): Promise<Omit<DailySalesRow, "day" | "currency">> {
  const [x] = await rows(sql`
    select coalesce(sum(orders), 0)::bigint as orders, coalesce(sum(units), 0)::bigint as units, coalesce(sum(gross_sales), 0)::bigint as gross_sales,
           coalesce(sum(discounts), 0)::bigint as discounts, coalesce(sum(refunds), 0)::bigint as refunds, coalesce(sum(shipping), 0)::bigint as shipping,
           coalesce(sum(tax), 0)::bigint as tax, coalesce(sum(fees), 0)::bigint as fees
      from report_daily where tenant_id = ${tenantId}`);
  return {
    orders: n(x?.orders),
    units: n(x?.units),
    grossSales: n(x?.gross_sales),
    discounts: n(x?.discounts),
    refunds: n(x?.refunds),
    shipping: n(x?.shipping),
    tax: n(x?.tax),
    fees: n(x?.fees),
  };
}

export type ProductLine = { productId: string | null; variantId: string | null; title: string; variantTitle: string | null; units: number; netSales: number; allNet: number };

export async function topProductLines(
  tenantId: TenantId,
  q: { from: string; to: string; by: "product" | "variant"; sort: "netSales" | "units"; limit: number },
): Promise<ProductLine[]> {
  const key = q.by === "variant" ? sql`line_key` : sql`coalesce(product_id::text, 'name:' || title)`;
  const order = q.sort === "units" ? sql`units desc, net desc` : sql`net desc, units desc`;
  const r = await rows(sql`
    select (array_agg(product_id order by day desc))[1] as product_id,
           ${q.by === "variant" ? sql`(array_agg(variant_id order by day desc))[1]` : sql`null::uuid`} as variant_id,
           (array_agg(title order by day desc))[1] as title,
           ${q.by === "variant" ? sql`(array_agg(variant_title order by day desc))[1]` : sql`null::text`} as variant_title,
           sum(units)::int as units, sum(net_sales)::bigint as net, sum(sum(net_sales)) over () as all_net
      from report_product_daily
     where tenant_id = ${tenantId} and day between ${q.from}::date and ${q.to}::date
     group by ${key}
     order by ${order}, 3
     limit ${q.limit}`);
  return r.map((x) => ({
    productId: (x.product_id as string | null) ?? null,
    variantId: (x.variant_id as string | null) ?? null,
    title: String(x.title),
    variantTitle: (x.variant_title as string | null) ?? null,
    units: n(x.units),
    netSales: n(x.net),
    allNet: n(x.all_net),
  }));
}

export type DiscountLine = { discountId: string | null; code: string | null; title: string | null; type: string; uses: number; discountTotal: number; netSales: number };

export async function discountLines(tenantId: TenantId, from: string, to: string): Promise<DiscountLine[]> {
  const r = await rows(sql`
    select (array_agg(discount_id order by day desc))[1] as discount_id, (array_agg(code order by day desc))[1] as code,
           (array_agg(title order by day desc))[1] as title, (array_agg(type order by day desc))[1] as type,
           sum(uses)::int as uses, sum(discount_total)::bigint as discount_total, sum(net_sales)::bigint as net_sales
      from report_discount_daily
     where tenant_id = ${tenantId} and day between ${from}::date and ${to}::date
     group by discount_key
     order by discount_total desc, uses desc, 2`);
  return r.map((x) => ({
    discountId: (x.discount_id as string | null) ?? null,
    code: (x.code as string | null) ?? null,
    title: (x.title as string | null) ?? null,
    type: String(x.type),
    uses: n(x.uses),
    discountTotal: n(x.discount_total),
    netSales: n(x.net_sales),
  }));
}

/**
 * New and returning customers per period and over the range: new when the customer's first order ever falls in the
 * period (and in the range), returning when they had ordered before it. One pass over the range's customer-days
 * (report_customer_daily.prev_day, kept by the refresh): a row is its customer's first in the period (within the
 * range) when their previous day is before the period's start in the range, or there is none; of those, a row with
 * no previous day is a new customer's, the others returning ones. Each customer is counted once per period, and
 * once over the range (previous day before `from`), with no DISTINCT and no join.
 */
export async function customerCounts(
  tenantId: TenantId,
  from: string,
  to: string,
  interval: "day" | "week" | "month",
): Promise<{ periods: { period: string; fresh: number; back: number }[]; fresh: number; back: number }> {
  // A period's first day as date arithmetic (Monday-based weeks, as date_trunc gives, without a trip through timestamptz).
  const start = interval === "day" ? sql`day` : interval === "week" ? sql`(day - (extract(isodow from day)::int - 1))` : sql`(day - (extract(day from day)::int - 1))`;
  const r = await rows(sql`
    select grouping(pstart) = 1 as whole, pstart::text as period,
           count(*) filter (where prev_day is null)::int as fresh,
           (case when grouping(pstart) = 1 then count(*) filter (where prev_day < ${from}::date)
                 else count(*) filter (where prev_day < greatest(pstart, ${from}::date)) end)::int as back
      from (select ${start} as pstart, prev_day from report_customer_daily
             where tenant_id = ${tenantId} and day between ${from}::date and ${to}::date) c
     group by rollup (pstart)`);
  const total = r.find((x) => x.whole === true);
  return {
    periods: r.filter((x) => x.whole !== true).map((x) => ({ period: String(x.period).slice(0, 10), fresh: n(x.fresh), back: n(x.back) })),
    fresh: n(total?.fresh),
    back: n(total?.back),
  };
}
