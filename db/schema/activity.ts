import { sql } from "drizzle-orm";
import {
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { rowId, storeKeys, tenantId } from "./_shared";
import { tenants } from "./platform";

/** Who made a change (lib/activity/context.ts): the platform account's id, a token's id, or none for the system. */
export const ACTOR_TYPES = [
  "owner",
  "staff",
  "admin",
  "token",
  "system",
] as const;
export type ActivityActorType = (typeof ACTOR_TYPES)[number];

/** `{ field: [before, after] }`, or "changed" for a secret (its values are never written). */
export type ActivityChanges = Record<string, [unknown, unknown] | "changed">;

/** What every entry holds, in the store's log and the platform's alike (fresh builders for each table). */
const entryColumns = () => ({
  createdAt: timestamp("created_at", { withTimezone: true, precision: 3 })
    .notNull()
    .defaultNow(),
  actorType: text("actor_type").$type<ActivityActorType>().notNull(),
  actorId: uuid("actor_id"),
  actorEmail: text("actor_email"),
  actorName: text("actor_name"),
  action: text("action").notNull(),
  resourceType: text("resource_type").notNull(),
  resourceId: text("resource_id"),
  summary: text("summary").notNull(),
  changes: jsonb("changes")
    .$type<ActivityChanges>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  ip: text("ip"),
  userAgent: text("user_agent"),
});

/**
 * A store's activity log (issue 40, record 0143): one row per change, written in the change's own transaction.
 * Store-owned: keyed (tenant_id, id), so Citus distributes it with the store's other tables (record 0138).
 * The actor is copied (type, id, e-mail, name) rather than referenced: an entry outlives the account it names.
 * created_at keeps milliseconds (what a JS Date holds), so a keyset over (created_at, id) skips nothing.
 * Indexes serve the newest-first page of a store, alone or filtered by actor, action or resource; their order is
 * DESC NULLS FIRST, what ORDER BY … DESC means, or the planner cannot walk them for the page (drizzle writes
 * DESC NULLS LAST otherwise; a seq scan and sort of the whole store was the result, 100 ms at 1,000,000).
 */
export const activityEntries = pgTable(
  "activity_entries",
  {
    id: rowId(),
    tenantId: tenantId(() => tenants.id),
    ...entryColumns(),
  },
  (t) => [
    ...storeKeys("activity_entries", t),
    index("activity_entries_recent_idx").on(
      t.tenantId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("activity_entries_actor_idx").on(
      t.tenantId,
      t.actorId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // One person's changes of one kind (the screen's "who" and "action" together): without it the count read
    // every entry of the action to find the person's (65-75 ms at 1,000,000; record 0143).
    index("activity_entries_actor_action_idx").on(
      t.tenantId,
      t.actorId,
      t.action,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("activity_entries_action_idx").on(
      t.tenantId,
      t.action,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("activity_entries_resource_idx").on(
      t.tenantId,
      t.resourceType,
      t.resourceId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * The platform's own entries (store created, suspended, plan changed, the admin's actions). A platform table,
 * local to the Citus coordinator: `tenant_id` names the store an entry is about, when there is one, which a
 * distribution column could not leave empty. No foreign key to tenants: the entry of a deleted store stays.
 */
export const platformActivity = pgTable(
  "platform_activity",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id"),
    ...entryColumns(),
  },
  (t) => [
    index("platform_activity_recent_idx").on(
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("platform_activity_tenant_idx").on(
      t.tenantId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("platform_activity_actor_idx").on(
      t.actorId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("platform_activity_action_idx").on(
      t.action,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("platform_activity_resource_idx").on(
      t.resourceType,
      t.resourceId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);
