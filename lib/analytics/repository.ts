import "server-only";
import { acrossStores } from "@/db/fan-out";
import { and, asc, eq, gte, inArray, lt, lte, ne, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { orders, storefrontEvents, storefrontFunnelDays, tenants, type StorefrontEventType } from "@/db/schema";
import type { TenantId } from "@/lib/tenancy/store";

/** The storefront events and their daily roll-up (record 0151). Orders are read, never written, here. */

export type DayCounts = { day: string; sessions: number; productViews: number; addToCarts: number; checkoutsStarted: number };

export async function insertEvent(tenantId: TenantId, e: { visitorId: string; type: StorefrontEventType; productId?: string | null; at?: Date }): Promise<void> {
  const db = await getDb();
  await db.insert(storefrontEvents).values({ tenantId, visitorId: e.visitorId, type: e.type, productId: e.productId ?? null, ...(e.at ? { occurredAt: e.at } : {}) });
}

/**
 * A store's events in [start, end), counted per local day of `timeZone`: distinct visitors, product views,
 * adds to cart, checkouts started. Reads only storefront_events_tenant_time_idx.
 */
export async function countEventsByDay(tenantId: TenantId, timeZone: string, start: Date, end: Date): Promise<DayCounts[]> {
  const db = await getDb();
  const day = sql<string>`to_char((${storefrontEvents.occurredAt} at time zone ${timeZone})::date, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      sessions: sql<number>`count(distinct ${storefrontEvents.visitorId})`.mapWith(Number),
      productViews: sql<number>`count(*) filter (where ${storefrontEvents.type} = 'product_view')`.mapWith(Number),
      addToCarts: sql<number>`count(*) filter (where ${storefrontEvents.type} = 'add_to_cart')`.mapWith(Number),
      checkoutsStarted: sql<number>`count(*) filter (where ${storefrontEvents.type} = 'checkout_start')`.mapWith(Number),
    })
    .from(storefrontEvents)
    .where(and(eq(storefrontEvents.tenantId, tenantId), gte(storefrontEvents.occurredAt, start), lt(storefrontEvents.occurredAt, end)))
    .groupBy(sql`1`);
  return rows;
}

/** The same counts over [start, end) as one total (today's open day: no per-row time zone arithmetic, no grouping). */
export async function countEvents(tenantId: TenantId, start: Date, end: Date): Promise<Omit<DayCounts, "day">> {
  const db = await getDb();
  const [row] = await db
    .select({
      sessions: sql<number>`count(distinct ${storefrontEvents.visitorId})`.mapWith(Number),
      productViews: sql<number>`count(*) filter (where ${storefrontEvents.type} = 'product_view')`.mapWith(Number),
      addToCarts: sql<number>`count(*) filter (where ${storefrontEvents.type} = 'add_to_cart')`.mapWith(Number),
      checkoutsStarted: sql<number>`count(*) filter (where ${storefrontEvents.type} = 'checkout_start')`.mapWith(Number),
    })
    .from(storefrontEvents)
    .where(and(eq(storefrontEvents.tenantId, tenantId), gte(storefrontEvents.occurredAt, start), lt(storefrontEvents.occurredAt, end)));
  return row ?? { sessions: 0, productViews: 0, addToCarts: 0, checkoutsStarted: 0 };
}

/** Writes (or rewrites) a store's roll-up rows: the same counts give the same rows, however often it runs. */
export async function upsertDays(tenantId: TenantId, rows: (DayCounts & { final: boolean })[], rolledAt: Date): Promise<void> {
  if (rows.length === 0) return;
  const db = await getDb();
  await db
    .insert(storefrontFunnelDays)
    .values(rows.map((r) => ({ tenantId, ...r, rolledAt })))
    .onConflictDoUpdate({
      target: [storefrontFunnelDays.tenantId, storefrontFunnelDays.day],
      set: {
        sessions: sql`excluded.sessions`,
        productViews: sql`excluded.product_views`,
        addToCarts: sql`excluded.add_to_carts`,
        checkoutsStarted: sql`excluded.checkouts_started`,
        final: sql`excluded.final`,
        rolledAt: sql`excluded.rolled_at`,
      },
    });
}

export async function rolledDays(tenantId: TenantId, from: string, to: string): Promise<(DayCounts & { final: boolean })[]> {
  const db = await getDb();
  return db
    .select({
      day: storefrontFunnelDays.day,
      sessions: storefrontFunnelDays.sessions,
      productViews: storefrontFunnelDays.productViews,
      addToCarts: storefrontFunnelDays.addToCarts,
      checkoutsStarted: storefrontFunnelDays.checkoutsStarted,
      final: storefrontFunnelDays.final,
    })
    .from(storefrontFunnelDays)
    .where(and(eq(storefrontFunnelDays.tenantId, tenantId), gte(storefrontFunnelDays.day, from), lte(storefrontFunnelDays.day, to)))
    .orderBy(asc(storefrontFunnelDays.day));
}

/** Orders placed in [start, end) that did not fail (a failed or abandoned payment is not an order; record 0151). */
export async function countOrders(tenantId: TenantId, start: Date, end: Date): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), gte(orders.createdAt, start), lt(orders.createdAt, end), ne(orders.status, "failed")));
  return row?.n ?? 0;
}

/** Stores with events since `since` (the roll-up's work list; the BRIN index narrows the scan to recent pages). */
export async function storesWithEventsSince(since: Date): Promise<{ id: TenantId; timeZone: string | null; country: string }[]> {
  // Across stores by design: record 0138 "Queries that fan out".
  return acrossStores(async (db) => {
    const ids = await db.selectDistinct({ id: storefrontEvents.tenantId }).from(storefrontEvents).where(gte(storefrontEvents.occurredAt, since));
    if (ids.length === 0) return [];
    const rows = await db
      .select({ id: tenants.id, timeZone: tenants.timeZone, country: tenants.country })
      .from(tenants)
      .where(inArray(tenants.id, ids.map((r) => r.id)));
    return rows.map((r) => ({ ...r, id: r.id as TenantId }));
  });
}

/** Raw events older than `before` (the roll-up keeps their counts). */
export async function pruneEvents(before: Date): Promise<void> {
  // Across stores by design: record 0138 "Queries that fan out".
  return acrossStores(async (db) => {
    await db.delete(storefrontEvents).where(lt(storefrontEvents.occurredAt, before));
  });
}
