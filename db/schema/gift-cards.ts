import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { money, rowId, storeFk, storeKeys, tenantId, timestamps } from "./_shared";
import { tenants, users } from "./platform";

/**
 * Gift cards (issue 43, record 0155): a stored value a shopper spends at checkout as a tender (after tax and
 * shipping, never a discount). The code is never kept: only its SHA-256 (of the store's id and the normalised
 * code) and its last 4 characters. `balance` is the ledger's sum, kept on the row in the same transaction as each
 * ledger row so that a redemption locks one row and the CHECK refuses any overdraft.
 */
export const GIFT_CARD_ENTRY_TYPES = ["issue", "redeem", "refund", "adjust"] as const;
export type GiftCardEntryType = (typeof GIFT_CARD_ENTRY_TYPES)[number];

export const giftCards = pgTable(
  "gift_cards",
  {
    id: rowId(),
    tenantId: tenantId(() => tenants.id),
    codeHash: text("code_hash").notNull(),
    last4: text("last4").notNull(),
    initialValue: money("initial_value").notNull(),
    balance: money("balance").notNull(),
    currency: text("currency").notNull(),
    /** The last day it may be spent (the store's calendar day, inclusive); null: never expires. */
    expiresOn: date("expires_on"),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    recipientEmail: text("recipient_email"),
    note: text("note"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    /** A card bought as a gift-card product (record 0158): the order, its line and which unit of it (0-based). */
    orderId: uuid("order_id"),
    orderItemId: uuid("order_item_id"),
    unitIndex: integer("unit_index"),
    ...timestamps,
  },
  (t) => [
    ...storeKeys("gift_cards", t),
    // One card per unit sold, however often the order is marked paid.
    uniqueIndex("gift_cards_tenant_item_unit_uq").on(t.tenantId, t.orderItemId, t.unitIndex).where(sql`${t.orderItemId} is not null`),
    uniqueIndex("gift_cards_tenant_code_uq").on(t.tenantId, t.codeHash),
    index("gift_cards_tenant_created_idx").on(t.tenantId, t.createdAt),
    check("gift_cards_balance_check", sql`${t.balance} >= 0`),
    check("gift_cards_initial_value_check", sql`${t.initialValue} > 0`),
  ],
);

/** The ledger: signed amounts (issue and refund positive, redeem negative, adjust either); the balance is their sum. */
export const giftCardEntries = pgTable(
  "gift_card_entries",
  {
    id: rowId(),
    tenantId: tenantId(() => tenants.id),
    giftCardId: uuid("gift_card_id").notNull(),
    type: text("type").$type<GiftCardEntryType>().notNull(),
    amount: money("amount").notNull(),
    /** The order a redemption paid, or a refund gave back (no foreign key: the ledger outlives an order's row). */
    orderId: uuid("order_id"),
    /** An owner's adjustment (record 0158): why, and who made it. */
    note: text("note"),
    createdBy: uuid("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...storeKeys("gift_card_entries", t),
    storeFk("gift_card_entries_card_fk", { tenantId: t.tenantId, column: t.giftCardId }, { tenantId: giftCards.tenantId, id: giftCards.id }, "cascade"),
    index("gift_card_entries_tenant_card_idx").on(t.tenantId, t.giftCardId, t.createdAt),
    index("gift_card_entries_tenant_order_idx").on(t.tenantId, t.orderId).where(sql`${t.orderId} is not null`),
  ],
);
