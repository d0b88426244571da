import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { rowId, tenantId } from "./_shared";
import { tenants } from "./platform";

/** What a storefront beacon may report (lib/analytics; record 0151). */
export const STOREFRONT_EVENT_TYPES = ["page_view", "product_view", "add_to_cart", "checkout_start"] as const;
export type StorefrontEventType = (typeof STOREFRONT_EVENT_TYPES)[number];

/**
 * Storefront events as beacons report them (issue 42, record 0151): append-only, one row per event, no personal
 * data (the visitor is a random first-party id). Store-owned and keyed `(tenant_id, id)` (record 0138). Rolled up
 * into storefront_funnel_days by the `analytics.rollup` job, and pruned after ANALYTICS_RETENTION_DAYS.
 */
export const storefrontEvents = pgTable(
  "storefront_events",
  {
    tenantId: tenantId(() => tenants.id),
    id: rowId(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    visitorId: text("visitor_id").notNull(),
    type: text("type").$type<StorefrontEventType>().notNull(),
    /** The product of a product view or an add to cart, when the page named it (no key: events outlive products). */
    productId: uuid("product_id"),
  },
  (t) => [
    primaryKey({ name: "storefront_events_pkey", columns: [t.tenantId, t.id] }),
    // The roll-up of a store's day reads only this index (an index-only scan: type and visitor are in it).
    index("storefront_events_tenant_time_idx").on(t.tenantId, t.occurredAt, t.type, t.visitorId),
    // Pruning by age across stores: rows arrive in time order, so a BRIN index is a few pages.
    index("storefront_events_time_brin").using("brin", t.occurredAt),
  ],
);

/**
 * A store's funnel per local day (its time zone, lib/reports/time-zone.ts), computed from storefront_events by the
 * roll-up job: distinct visitors (sessions), product views, adds to cart, checkouts started. `final` once computed
 * after the day ended (the report then reads the row; a day not final is counted from the events themselves).
 */
export const storefrontFunnelDays = pgTable(
  "storefront_funnel_days",
  {
    tenantId: tenantId(() => tenants.id),
    day: date("day", { mode: "string" }).notNull(),
    sessions: integer("sessions").notNull().default(0),
    productViews: integer("product_views").notNull().default(0),
    addToCarts: integer("add_to_carts").notNull().default(0),
    checkoutsStarted: integer("checkouts_started").notNull().default(0),
    final: boolean("final").notNull().default(false),
    rolledAt: timestamp("rolled_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: "storefront_funnel_days_pkey", columns: [t.tenantId, t.day] })],
);
