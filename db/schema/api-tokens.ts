import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { rowId, storeKeys, tenantId } from "./_shared";
import { tenants } from "./platform";

/**
 * A store's Admin API access tokens (issue 41, record 0145). The token itself is never kept: only its SHA-256
 * (`token_hash`) and a short display prefix. The token carries its store (`sb_<secret><store>`), so every lookup
 * is by (tenant_id, token_hash): one shard, one index row. `revoked_at` set = refused at once (no cache).
 * `created_by` is the account that created it (copied, not referenced: the token outlives the member).
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: rowId(),
    tenantId: tenantId(() => tenants.id),
    name: text("name").notNull(),
    /** `read_<area>` / `write_<area>` (lib/api-tokens/scopes.ts). */
    scopes: jsonb("scopes").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    tokenHash: text("token_hash").notNull(),
    prefix: text("prefix").notNull(),
    createdBy: uuid("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [...storeKeys("api_tokens", t), uniqueIndex("api_tokens_tenant_hash_uq").on(t.tenantId, t.tokenHash), index("api_tokens_tenant_created_idx").on(t.tenantId, t.createdAt)],
);
