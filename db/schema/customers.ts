import { jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { rowId, storeKeys, tenantId, timestamps } from "./_shared";
import { tenants } from "./platform";

/** One rule of a customer segment (lib/customers/segments.ts compiles it to SQL over the customer's row). */
export type SegmentRule = { field: string; operator: string; value: string | number | boolean };

/** The owner's saved customer filters (issue 45): all or any of the rules. */
export const customerSegments = pgTable(
  "customer_segments",
  {
    id: rowId(),
    tenantId: tenantId(() => tenants.id),
    name: text("name").notNull(),
    match: text("match").$type<"all" | "any">().notNull().default("all"),
    rules: jsonb("rules").$type<SegmentRule[]>().notNull(),
    ...timestamps,
  },
  (t) => [...storeKeys("customer_segments", t)],
);
