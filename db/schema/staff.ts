import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { rowId, storeKeys, tenantId, timestamps } from "./_shared";
import { tenants, users } from "./platform";
// What a store member may manage (issue 40; lib/permissions.ts names each area). The owner holds all.
import type { StaffPermission } from "../../lib/permissions";

export type { StaffPermission };

export const MEMBER_ROLES = ["owner", "staff"] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export const MEMBER_STATUSES = ["invited", "active"] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/**
 * The staff of a store (record 0142). The owner is not a row here: it stays tenants.owner_id (registration, the
 * admin and every existing store keep working unchanged), and GET /api/staff lists it first. A member is a
 * platform account (users, role "tenant"), so one e-mail can be a member of several stores. An invitation is a
 * row with status "invited" and no user yet (the address may have no account); its token is kept as a SHA-256,
 * single use, 72 hours. `role` is always "staff" in a row; the DTO says "owner" for the owner.
 */
export const storeMembers = pgTable(
  "store_members",
  {
    id: rowId(),
    tenantId: tenantId(() => tenants.id),
    /** The account, once the invitation is accepted (or at once for the owner). */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** The address invited, lower-cased; the account's address once active. */
    email: text("email").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    role: text("role").$type<MemberRole>().notNull().default("staff"),
    permissions: jsonb("permissions").$type<StaffPermission[]>().notNull().default(sql`'[]'::jsonb`),
    status: text("status").$type<MemberStatus>().notNull().default("invited"),
    inviteTokenHash: text("invite_token_hash"),
    inviteExpiresAt: timestamp("invite_expires_at", { withTimezone: true }),
    invitedBy: uuid("invited_by"),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    ...storeKeys("store_members", t),
    uniqueIndex("store_members_tenant_email_uq").on(t.tenantId, t.email),
    // The invitation link carries only the token: looked up by its hash across stores (rare, and unguessable).
    index("store_members_invite_idx").on(t.inviteTokenHash),
    index("store_members_user_idx").on(t.userId),
  ],
);
