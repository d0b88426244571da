import { sql } from "drizzle-orm";
import { bigint, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { rowId, storeKeys, tenantId, timestamps } from "./_shared";
import { tenants } from "./platform";

/**
 * URL redirects (issue 45, record 0149). Store-owned, keyed (tenant_id, id) (record 0138).
 *
 * redirects: one old store path (`from_path`, normalised: leading "/", no trailing "/", lower case, percent-encoded,
 * no language prefix) answered 301 to `to_target`, a store-relative path with an optional query. Chains are kept
 * collapsed on write (A→B then B→C stores A→C), so a lookup is one map read. `kind` is `auto` for a slug change,
 * `manual` for the owner's own.
 */
export const redirects = pgTable(
  "redirects",
  {
    id: rowId(),
    tenantId: tenantId(() => tenants.id),
    fromPath: text("from_path").notNull(),
    toTarget: text("to_target").notNull(),
    kind: text("kind").$type<"manual" | "auto">().notNull().default("manual"),
    ...timestamps,
  },
  (t) => [
    ...storeKeys("redirects", t),
    uniqueIndex("redirects_tenant_from_uq").on(t.tenantId, t.fromPath),
    index("redirects_tenant_to_idx").on(t.tenantId, t.toTarget),
  ],
);

/**
 * One row per store that ever had a redirect: `version` goes up in the same transaction as every change, so the
 * proxy's in-memory map of a store (lib/redirects/lookup.ts) knows, with one small read every couple of seconds
 * and none per request, whether it is current. A store without a row (or with no redirects) pays nothing.
 */
export const redirectSets = pgTable(
  "redirect_sets",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    version: bigint("version", { mode: "number" }).notNull().default(sql`0`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "redirect_sets_pkey", columns: [t.tenantId] })],
);

export type RedirectRow = typeof redirects.$inferSelect;
