import { numeric, timestamp, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";

/** Money is decimal(10,2) everywhere, so amounts are exact in the database; code computes in integer minor units (lib/money). */
export const money = (name: string) => numeric(name, { precision: 10, scale: 2 });

export const id = () => uuid("id").primaryKey().defaultRandom();

export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/**
 * The store a row belongs to: required, and deleting the store deletes the row. The tenants column is
 * passed in lazily because platform.ts (which defines tenants) itself imports this module.
 */
export const tenantId = (tenantsId: () => AnyPgColumn) =>
  uuid("tenant_id")
    .notNull()
    .references(tenantsId, { onDelete: "cascade" });
