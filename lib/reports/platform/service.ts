import "server-only";
import { fromMinor } from "@/lib/money";
import type { TenantId } from "@/lib/tenancy/store";
import { periodOf, periodsBetween, resolveRange, type Interval } from "../range";
import { refreshRollups, storesToRefresh } from "../repository";
import type { AdminReport } from "../schemas";
import { localDateOf, storeTimeZone } from "../time-zone";
import { platformDaily, platformNewStores, platformTotals } from "./repository";

/**
 * The platform's figures from the stores' roll-ups (no scan of orders): stores with changes since their last
 * refresh are refreshed first. Days and periods are UTC calendar days (report_daily_utc), as the issue asks of platform figures.
 */
export async function adminReport(q: { from?: string; to?: string; interval: Interval }): Promise<AdminReport> {
  for (const s of await storesToRefresh()) await refreshRollups(s.id as TenantId, storeTimeZone({ timeZone: s.timeZone, country: s.country }));
  const range = resolveRange(q, "UTC", localDateOf(Date.now(), "UTC"));
  const periods = new Map(periodsBetween(range.from, range.to, q.interval).map((p) => [p, { orders: 0, gmv: new Map<string, number>(), newStores: 0 }]));
  const gmv = new Map<string, number>();
  let orders = 0;
  for (const d of await platformDaily(range.from, range.to)) {
    const slot = periods.get(periodOf(d.day, q.interval));
    if (slot) {
      slot.orders += d.orders;
      slot.gmv.set(d.currency, (slot.gmv.get(d.currency) ?? 0) + d.total);
    }
    orders += d.orders;
    gmv.set(d.currency, (gmv.get(d.currency) ?? 0) + d.total);
  }
  for (const s of await platformNewStores(range.from, range.to)) {
    const slot = periods.get(periodOf(s.day, q.interval));
    if (slot) slot.newStores += s.n;
  }
  const totals = await platformTotals(range.from, range.to);
  const money = (m: Map<string, number>) => Object.fromEntries([...m].sort().map(([c, v]) => [c, fromMinor(v)]));
  return {
    from: range.from,
    to: range.to,
    series: [...periods].map(([period, s]) => ({ period, orders: s.orders, gmv: money(s.gmv), newStores: s.newStores })),
    totals: {
      orders,
      gmv: money(gmv),
      activeStores: totals.activeStores,
      storesByPlan: totals.storesByPlan,
      mrr: Object.fromEntries(totals.mrr.map((x) => [x.currency, fromMinor(x.minor)])),
    },
    topStores: totals.top.map((t) => ({ tenantId: t.tenantId, name: t.name, slug: t.slug, currency: t.currency, orders: t.orders, netSales: fromMinor(t.net) })),
  };
}
