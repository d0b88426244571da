import { bigint, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { tenants } from "./platform";

/**
 * The reports' daily roll-ups (issue 42, record 0150): one row per store and local day (the store's time zone),
 * money as integer minor units. Written only by lib/reports/repository.ts, which recomputes whole days from the
 * orders (so a day is exact after each refresh); the key starts with tenant_id so each table distributes by store
 * on Citus (record 0138). The product, discount and customer tables feed their reports the same way.
 */
const minor = (name: string) => bigint(name, { mode: "number" }).notNull().default(0);
const storeId = () =>
  uuid("tenant_id")
    .notNull()
    .references(() => tenants.id, { onDelete: "cascade" });

export const reportDaily = pgTable(
  "report_daily",
  {
    tenantId: storeId(),
    day: date("day", { mode: "string" }).notNull(),
    currency: text("currency").notNull(),
    orders: integer("orders").notNull().default(0),
    units: integer("units").notNull().default(0),
    grossSales: minor("gross_sales"),
    discounts: minor("discounts"),
    refunds: minor("refunds"),
    shipping: minor("shipping"),
    tax: minor("tax"),
    fees: minor("fees"),
  },
  (t) => [primaryKey({ name: "report_daily_pkey", columns: [t.tenantId, t.day, t.currency] }), index("report_daily_day_idx").on(t.day)],
);

/**
 * The same sales figures per store and UTC day, for the platform admin's figures (issue 42: platform reports count
 * in UTC; a store's local day is not a union of UTC days). Recomputed by the same refresh, for the UTC days the
 * changed orders touch.
 */
export const reportDailyUtc = pgTable(
  "report_daily_utc",
  {
    tenantId: storeId(),
    day: date("day", { mode: "string" }).notNull(),
    currency: text("currency").notNull(),
    orders: integer("orders").notNull().default(0),
    units: integer("units").notNull().default(0),
    grossSales: minor("gross_sales"),
    discounts: minor("discounts"),
    refunds: minor("refunds"),
    shipping: minor("shipping"),
    tax: minor("tax"),
    fees: minor("fees"),
  },
  (t) => [primaryKey({ name: "report_daily_utc_pkey", columns: [t.tenantId, t.day, t.currency] }), index("report_daily_utc_day_idx").on(t.day)],
);

/** Per product line (variant, else product, else the line's name) and day: units and line net (price × quantity − line discount). */
export const reportProductDaily = pgTable(
  "report_product_daily",
  {
    tenantId: storeId(),
    day: date("day", { mode: "string" }).notNull(),
    lineKey: text("line_key").notNull(),
    productId: uuid("product_id"),
    variantId: uuid("variant_id"),
    title: text("title").notNull(),
    variantTitle: text("variant_title"),
    units: integer("units").notNull().default(0),
    netSales: minor("net_sales"),
  },
  (t) => [primaryKey({ name: "report_product_daily_pkey", columns: [t.tenantId, t.day, t.lineKey] })],
);

/** Per discount (code or automatic) and day: orders that used it, what it took off, and those orders' net sales. */
export const reportDiscountDaily = pgTable(
  "report_discount_daily",
  {
    tenantId: storeId(),
    day: date("day", { mode: "string" }).notNull(),
    discountKey: text("discount_key").notNull(),
    discountId: uuid("discount_id"),
    code: text("code"),
    title: text("title"),
    type: text("type").notNull(),
    uses: integer("uses").notNull().default(0),
    discountTotal: minor("discount_total"),
    netSales: minor("net_sales"),
  },
  (t) => [primaryKey({ name: "report_discount_daily_pkey", columns: [t.tenantId, t.day, t.discountKey] })],
);

/**
 * Which customers (account id, else e-mail) ordered on a day, and the customer's previous such day (null: this is
 * their first). New vs returning in any period is then one pass over the range's rows: a row is the customer's
 * first in a period when its previous day is before the period, and new when there is none. The refresh keeps
 * prev_day for the customers of the days it recomputes and those whose previous day was one of them.
 */
export const reportCustomerDaily = pgTable(
  "report_customer_daily",
  {
    tenantId: storeId(),
    day: date("day", { mode: "string" }).notNull(),
    customerKey: text("customer_key").notNull(),
    orders: integer("orders").notNull().default(0),
    prevDay: date("prev_day", { mode: "string" }),
  },
  (t) => [
    primaryKey({ name: "report_customer_daily_pkey", columns: [t.tenantId, t.day, t.customerKey] }),
    index("report_customer_daily_customer_idx").on(t.tenantId, t.customerKey, t.day),
    index("report_customer_daily_prev_idx").on(t.tenantId, t.prevDay),
  ],
);

/**
 * How far a store's roll-ups are: the zone they were counted in (a different zone now means a full rebuild) and
 * the instant up to which order changes are in (the next refresh recomputes the days of orders changed since,
 * with a margin for transactions still open then).
 */
export const reportState = pgTable("report_state", {
  tenantId: storeId().primaryKey(),
  timeZone: text("time_zone").notNull(),
  rolledUpTo: timestamp("rolled_up_to", { withTimezone: true }).notNull(),
  rebuiltAt: timestamp("rebuilt_at", { withTimezone: true }).notNull().defaultNow(),
  /** The changes in the window the next refresh reads (count and instants): equal again means nothing new. */
  windowSig: text("window_sig"),
});
