import {
  foreignKey,
  index,
  numeric,
  primaryKey,
  timestamp,
  uuid,
  type AnyPgColumn,
  type PgColumn,
} from "drizzle-orm/pg-core";

/** Money is decimal(10,2) everywhere, so amounts are exact in the database; code computes in integer minor units (lib/money). */
export const money = (name: string) =>
  numeric(name, { precision: 10, scale: 2 });

/** The id of a platform-wide row (stores, users, sessions, …): the primary key by itself. */
export const id = () => uuid("id").primaryKey().defaultRandom();

/**
 * The id of a store-owned row: a random uuid as before, but the primary key is (tenant_id, id) (storeKeys below),
 * so the table can be distributed by store (record 0138).
 */
export const rowId = () => uuid("id").notNull().defaultRandom();

/**
 * A store-owned table's keys (record 0138): the primary key (tenant_id, id), named as PostgreSQL named the old one,
 * and an index on id alone while queries still look rows up by id without the store (plain PostgreSQL only needs
 * it for speed; it is not unique, which Citus could not enforce across shards).
 */
export const storeKeys = (
  table: string,
  t: { tenantId: PgColumn; id: PgColumn },
) => [
  primaryKey({ name: `${table}_pkey`, columns: [t.tenantId, t.id] }),
  index(`${table}_id_idx`).on(t.id),
];

/**
 * A foreign key from one store-owned table to another: (tenant_id, column) → (tenant_id, id), so a row can only
 * point at a row of its own store and both live on the same shard. Citus refuses ON DELETE SET NULL on a key that
 * holds the distribution column (even PostgreSQL 15's SET NULL (column)), so what was "set null" is "no action"
 * here and a BEFORE DELETE trigger on the referenced table (sb_store_set_null, migration 0014) nulls the column
 * in the same store's rows first: the same behaviour on every engine.
 */
export const storeFk = (
  name: string,
  from: { tenantId: PgColumn; column: PgColumn },
  to: { tenantId: PgColumn; id: PgColumn },
  onDelete: "cascade" | "no action",
) =>
  foreignKey({ name, columns: [from.tenantId, from.column], foreignColumns: [to.tenantId, to.id] }).onDelete(onDelete);

export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true })
    .notNull()
    .defaultNow(),
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
  uuid("tenant_id").notNull().references(tenantsId, { onDelete: "cascade" });
