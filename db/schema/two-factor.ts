import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./platform";

/**
 * Two-factor sign-in (issue 40, record 0144): one row per staff account (owner, store staff, the admin) that has
 * started or finished setting up TOTP (RFC 6238). Platform tables, keyed by the account, not by a store: one
 * account signs in to every store it belongs to with one authenticator.
 *
 * `secret` is the base32 TOTP secret encrypted by lib/secrets (AES-256-GCM, as the payment keys are). A row whose
 * `enabled_at` is null is a set-up in progress: the secret was shown, no code has confirmed it yet, and sign-in
 * does not ask for a code. `last_step` is the 30-second time step of the last code accepted (enabling included):
 * a code is accepted only for a later step, so the same code, or an older one still inside the window, is refused.
 */
export const userTwoFactor = pgTable("user_two_factor", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  enabledAt: timestamp("enabled_at", { withTimezone: true }),
  lastStep: bigint("last_step", { mode: "number" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** The ten single-use recovery codes of an account with two-factor on: only their SHA-256 (salted by the account). */
export const twoFactorRecoveryCodes = pgTable(
  "two_factor_recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("two_factor_recovery_codes_user_hash_uq").on(t.userId, t.codeHash)],
);

/**
 * A sign-in half done: the password was right and the account asks for a second factor. The browser holds a
 * random token (an HttpOnly cookie, or the login answer's challengeToken); the table holds its SHA-256. Five
 * minutes, single use: the session is created only by POST /api/auth/login/2fa with a valid code.
 */
export const twoFactorChallenges = pgTable(
  "two_factor_challenges",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("two_factor_challenges_expires_idx").on(t.expiresAt), index("two_factor_challenges_user_idx").on(t.userId)],
);
