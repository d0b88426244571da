import "server-only";
import type { Tx } from "@/db/client";
import { diffChanges } from "@/lib/activity/diff";
import { changeEntry, inTransaction, recordActivity } from "@/lib/activity/record";
import { throttledGuess } from "@/lib/auth/service";
import { conflict, notFound, uniqueViolation, unprocessable } from "@/lib/errors";
import { kickMail, queueMail } from "@/lib/mail/service";
import { formatMoney, fromMinor, toMinor } from "@/lib/money";
import { encryptSecret } from "@/lib/secrets";
import type { Store, TenantId } from "@/lib/tenancy/store";
import { localDateOf, storeTimeZone } from "@/lib/time-zone";
import { formatCode, generateCode, hashCode, isValidCode, lastFour, maskedCode, normaliseCode } from "./code-secret";
import * as repo from "./repository";
import {
  statusOf,
  toEntryDto,
  toGiftCardDto,
  type GiftCardAdjustment,
  type GiftCardBalanceDto,
  type GiftCardDetailDto,
  type GiftCardInput,
  type GiftCardListQuery,
  type GiftCardPage,
  type GiftCardRow,
  type GiftCardUpdate,
  type IssuedGiftCardDto,
} from "./schemas";

/**
 * Gift cards (issue 43, record 0155): the owner issues, lists, reads and disables them; shoppers check a balance
 * (throttled) and spend them at checkout as a tender, in the order's transaction (takeGiftCards); a cancelled or
 * refunded order gives the cards' share back first (giveBackToCards).
 */

type Caller = { headers: { get(name: string): string | null } };

export const CARD_NOT_FOUND = "Gift card not found: check the code";
const CODE_TAKEN = "This code is already used by another gift card";

const todayOf = (store: Store) => localDateOf(new Date(), storeTimeZone(store.row));

async function detail(store: Store, row: GiftCardRow): Promise<GiftCardDetailDto> {
  const ledger = await repo.ledgerOf(store.id, row.id);
  return { ...toGiftCardDto(row, todayOf(store)), ledger: ledger.map(toEntryDto) };
}

/** POST /api/gift-cards: a card with its issue entry, mailed to the recipient when one is named; the code shown once. */
export async function issueGiftCard(store: Store, createdBy: string | null, input: GiftCardInput): Promise<IssuedGiftCardDto> {
  const code = input.code ?? generateCode();
  const value = fromMinor(toMinor(input.initialValue));
  let mail: string | null = null;
  let row: GiftCardRow;
  try {
    row = await inTransaction(async (tx) => {
      const r = await repo.insertCard(tx, store.id, {
        codeHash: hashCode(store.id, code),
        last4: lastFour(code),
        initialValue: value,
        currency: store.row.currency,
        expiresOn: input.expiresOn ?? null,
        recipientEmail: input.recipientEmail,
        note: input.note,
        createdBy,
      });
      await recordActivity(tx, store.id, {
        action: "gift_card.created",
        resourceType: "gift_card",
        resourceId: r.id,
        summary: `issued gift card ${maskedCode(r.last4)} of ${formatMoney(value, r.currency)}`,
        changes: diffChanges(null, r, ["last4", "initialValue", "expiresOn", "recipientEmail", "note"]),
      });
      if (r.recipientEmail) {
        // The code travels encrypted in the outbox row; the stored copy of the sent mail hides it (lib/mail/secrets).
        mail = await queueMail(
          { tenantId: store.id, kind: "gift-card", toAddress: r.recipientEmail, payload: { giftCardId: r.id, code: encryptSecret(formatCode(code)) }, dedupeKey: `gift-card:${r.id}` },
          tx,
        );
      }
      return r;
    });
  } catch (err) {
    if (uniqueViolation(err) === "gift_cards_tenant_code_uq") throw conflict(CODE_TAKEN, { code: CODE_TAKEN });
    throw err;
  }
  kickMail([mail]);
  return { ...(await detail(store, row)), code: formatCode(code) };
}

export async function listGiftCards(store: Store, q: GiftCardListQuery): Promise<GiftCardPage> {
  const today = todayOf(store);
  const { rows, total } = await repo.listCards(store.id, q, today);
  return { items: rows.map((r) => toGiftCardDto(r, today)), total, page: q.page, limit: repo.PAGE_SIZE };
}

export async function getGiftCard(store: Store, id: string): Promise<GiftCardDetailDto> {
  const row = await repo.findCard(store.id, id);
  if (!row) throw notFound("Gift card not found");
  return detail(store, row);
}

/** PATCH /api/gift-cards/{id}: disable (or enable again), change the expiry, the note. */
export async function updateGiftCard(store: Store, id: string, input: GiftCardUpdate): Promise<GiftCardDetailDto> {
  const row = await inTransaction(async (tx) => {
    const [before] = await repo.lockByIds(tx, store.id, [id]);
    if (!before) return null;
    const values: Parameters<typeof repo.updateCard>[3] = {};
    if (input.disabled !== undefined && input.disabled !== !!before.disabledAt) values.disabledAt = input.disabled ? new Date() : null;
    if (input.expiresOn !== undefined) values.expiresOn = input.expiresOn;
    if (input.note !== undefined) values.note = input.note;
    const after = (await repo.updateCard(tx, store.id, id, values)) ?? before;
    const changes = diffChanges({ ...before, disabled: !!before.disabledAt }, { ...after, disabled: !!after.disabledAt }, ["disabled", "expiresOn", "note"]);
    const disabledNow = !before.disabledAt && !!after.disabledAt;
    const entry = changeEntry("gift_card", "updated", id, maskedCode(after.last4), changes);
    if (entry) await recordActivity(tx, store.id, disabledNow ? { ...entry, summary: `disabled gift card ${maskedCode(after.last4)}` } : entry);
    return after;
  });
  if (!row) throw notFound("Gift card not found");
  return detail(store, row);
}

/**
 * POST /api/gift-cards/{id}/adjustments (record 0158): an `adjust` ledger entry with the owner's note, under the
 * card's row lock; a negative one may take the balance to 0, never below (422 here; the CHECK would refuse too).
 * Its activity entry raises the `gift_cards/adjusted` webhook topic in the same transaction (the outbox).
 */
export async function adjustGiftCard(store: Store, staffId: string | null, id: string, input: GiftCardAdjustment): Promise<GiftCardDetailDto> {
  const row = await inTransaction(async (tx) => {
    const [card] = await repo.lockByIds(tx, store.id, [id]);
    if (!card) throw notFound("Gift card not found");
    const after = toMinor(card.balance) + toMinor(input.amount);
    if (after < 0) {
      const msg = `The balance is ${formatMoney(card.balance, card.currency)}: at most ${formatMoney(card.balance, card.currency)} can be taken off`;
      throw unprocessable(msg, { amount: msg });
    }
    const updated = await repo.addEntry(tx, store.id, id, "adjust", input.amount, null, { note: input.note, createdBy: staffId });
    await recordActivity(tx, store.id, {
      action: "gift_card.adjusted",
      resourceType: "gift_card",
      resourceId: id,
      summary: `adjusted gift card ${maskedCode(card.last4)} by ${input.amount} (${input.note})`,
      changes: { balance: [card.balance, fromMinor(after)] },
    });
    return updated ?? card;
  });
  return detail(store, row);
}

/** Why a card cannot be spent now, or null. */
function refusal(card: GiftCardRow, store: Store): string | null {
  if (card.currency !== store.row.currency) return `Gift card ${maskedCode(card.last4)} is in ${card.currency}`;
  switch (statusOf(card, todayOf(store))) {
    case "disabled":
      return `Gift card ${maskedCode(card.last4)} is disabled`;
    case "expired":
      return `Gift card ${maskedCode(card.last4)} has expired`;
    case "used":
      return `Gift card ${maskedCode(card.last4)} has no balance left`;
    case "active":
      return null;
  }
}

/** The codes given, normalised, once each; a malformed one is simply not found. */
function hashesOf(store: Store, codes: readonly string[]) {
  const normal = [...new Set(codes.map(normaliseCode))];
  return { normal, hashes: normal.filter(isValidCode).map((c) => hashCode(store.id, c)) };
}

/** POST /api/gift-cards/balance: a shopper's card by its code; each code not found counts against the caller's address. */
export async function checkBalance(store: Store, req: Caller, code: string): Promise<GiftCardBalanceDto> {
  const { hashes } = hashesOf(store, [code]);
  const card = await throttledGuess(req, `gift-card:${store.id}`, async () => (await repo.findByHashes(store.id, hashes))[0] ?? null);
  if (!card) throw notFound(CARD_NOT_FOUND);
  return { last4: card.last4, balance: card.balance, currency: card.currency, status: statusOf(card, todayOf(store)), expiresOn: card.expiresOn };
}

/** One card's part of a payment: decimal strings. */
export type GiftCardTender = { id: string; last4: string; amount: string; balance: string };
export type GiftCardPlan = { tenders: GiftCardTender[]; total: number };

/** Spends the cards in the order given, each up to its balance, until `dueMinor` is paid. */
function allocate(cards: GiftCardRow[], dueMinor: number): GiftCardPlan {
  let left = dueMinor;
  const tenders: GiftCardTender[] = [];
  for (const c of cards) {
    const take = Math.min(toMinor(c.balance), left);
    left -= take;
    tenders.push({ id: c.id, last4: c.last4, amount: fromMinor(take), balance: fromMinor(toMinor(c.balance) - take) });
  }
  return { tenders: tenders.filter((t) => t.amount !== "0.00"), total: dueMinor - left };
}

/** In the codes' order (what the shopper typed first pays first). */
function inCodeOrder(store: Store, normal: string[], cards: GiftCardRow[]): (GiftCardRow | null)[] {
  return normal.map((c) => cards.find((r) => r.codeHash === hashCode(store.id, c)) ?? null);
}

/**
 * The checkout's quote: what the codes would pay of `dueMinor` now (read, not locked), or why they cannot. A code
 * not found counts against the caller's address, as on the balance page.
 */
export async function previewGiftCards(
  store: Store,
  req: Caller | null,
  codes: readonly string[],
  dueMinor: number,
): Promise<GiftCardPlan & { error: string | null }> {
  if (!codes.length) return { tenders: [], total: 0, error: null };
  const { normal } = hashesOf(store, codes);
  const rows = await knownCards(store, req, codes);
  if (!rows) return { tenders: [], total: 0, error: CARD_NOT_FOUND };
  const cards = inCodeOrder(store, normal, rows) as GiftCardRow[];
  const why = cards.map((c) => refusal(c, store)).find(Boolean);
  if (why) return { tenders: [], total: 0, error: why };
  return { ...allocate(cards, dueMinor), error: null };
}

/** Every card the codes name, or null when one is not found (counted against the caller's address when known). */
async function knownCards(store: Store, req: Caller | null, codes: readonly string[]): Promise<GiftCardRow[] | null> {
  const { normal, hashes } = hashesOf(store, codes);
  const look = async () => {
    const rows = await repo.findByHashes(store.id, hashes);
    return rows.length === normal.length ? rows : null;
  };
  return req ? throttledGuess(req, `gift-card:${store.id}`, look) : look();
}

/**
 * POST /api/orders, before its transaction: a code not found is a 422 naming giftCardCodes and counts as a guess
 * against the caller's address (429 past the budget), as on the balance page.
 */
export async function checkGiftCardCodes(store: Store, req: Caller | null, codes: readonly string[]): Promise<void> {
  if (!codes.length) return;
  if (!(await knownCards(store, req, codes))) throw unprocessable(CARD_NOT_FOUND, { giftCardCodes: CARD_NOT_FOUND });
}

/**
 * In the order's transaction: the cards named, locked, checked and spent toward `dueMinor` (the order's total).
 * Returns the plan and `record(orderId)`, which writes the redemptions once the order has its id. Two orders on
 * one card wait for each other at the lock, so the second sees the balance the first left.
 */
export async function takeGiftCards(tx: Tx, store: Store, codes: readonly string[], dueMinor: number): Promise<GiftCardPlan & { record: (orderId: string) => Promise<void> }> {
  if (!codes.length) return { tenders: [], total: 0, record: async () => {} };
  const { normal, hashes } = hashesOf(store, codes);
  const rows = await repo.lockByHashes(tx, store.id, hashes);
  if (rows.length !== normal.length) throw unprocessable(CARD_NOT_FOUND, { giftCardCodes: CARD_NOT_FOUND });
  const cards = inCodeOrder(store, normal, rows) as GiftCardRow[];
  const why = cards.map((c) => refusal(c, store)).find(Boolean);
  if (why) throw unprocessable(why, { giftCardCodes: why });
  const plan = allocate(cards, dueMinor);
  return {
    ...plan,
    record: async (orderId) => {
      for (const t of plan.tenders) await repo.addEntry(tx, store.id, t.id, "redeem", `-${t.amount}`, orderId);
      if (plan.tenders.length) {
        await recordActivity(
          tx,
          store.id,
          plan.tenders.map((t) => ({ action: "gift_card.redeemed", resourceType: "gift_card", resourceId: t.id, summary: `gift card ${maskedCode(t.last4)} paid ${t.amount} of an order` })),
        );
      }
    },
  };
}

/**
 * In a cancellation's or refund's transaction: what the order took from gift cards and has not yet had back is
 * given back, at most `maxMinor` (null: all of it), the last card spent first. Returns the minor units given back.
 */
export async function giveBackToCards(tx: Tx, tenantId: TenantId, orderId: string, maxMinor: number | null): Promise<number> {
  const entries = await repo.entriesOfOrder(tx, tenantId, orderId);
  const owed = new Map<string, number>();
  for (const e of entries) {
    if (e.type === "redeem") owed.set(e.giftCardId, (owed.get(e.giftCardId) ?? 0) - toMinor(e.amount));
    if (e.type === "refund") owed.set(e.giftCardId, (owed.get(e.giftCardId) ?? 0) - toMinor(e.amount));
  }
  const ids = [...owed.keys()].filter((id) => owed.get(id)! > 0);
  if (!ids.length) return 0;
  const cards = await repo.lockByIds(tx, tenantId, ids);
  let left = maxMinor ?? Number.MAX_SAFE_INTEGER;
  let given = 0;
  for (const id of ids.reverse()) {
    const back = Math.min(owed.get(id)!, left);
    if (back <= 0) break;
    await repo.addEntry(tx, tenantId, id, "refund", fromMinor(back), orderId);
    const last4 = cards.find((c) => c.id === id)?.last4 ?? "";
    await recordActivity(tx, tenantId, { action: "gift_card.refunded", resourceType: "gift_card", resourceId: id, summary: `gave ${fromMinor(back)} back to gift card ${maskedCode(last4)}` });
    left -= back;
    given += back;
  }
  return given;
}

/**
 * A closed order (failed or abandoned online payment: its cards were given back) is paid after all: in the
 * payment's transaction each card takes again what it paid for the order and has not now, at most its balance
 * (record 0158). Returns the minor units it could not take (spent elsewhere meanwhile), for the owner to see.
 */
export async function retakeGiftCards(tx: Tx, tenantId: TenantId, orderId: string, cards: readonly { id: string; amount: string }[]): Promise<number> {
  if (!cards.length) return 0;
  const entries = await repo.entriesOfOrder(tx, tenantId, orderId);
  const held = new Map<string, number>();
  for (const e of entries) if (e.type === "redeem" || e.type === "refund") held.set(e.giftCardId, (held.get(e.giftCardId) ?? 0) - toMinor(e.amount));
  const rows = await repo.lockByIds(tx, tenantId, cards.map((c) => c.id));
  let short = 0;
  for (const c of cards) {
    const want = toMinor(c.amount) - (held.get(c.id) ?? 0);
    if (want <= 0) continue;
    const row = rows.find((r) => r.id === c.id);
    const take = Math.min(want, row ? toMinor(row.balance) : 0);
    short += want - take;
    if (take <= 0) continue;
    await repo.addEntry(tx, tenantId, c.id, "redeem", fromMinor(-take), orderId);
    await recordActivity(tx, tenantId, { action: "gift_card.redeemed", resourceType: "gift_card", resourceId: c.id, summary: `gift card ${maskedCode(row!.last4)} paid ${fromMinor(take)} of an order again (paid after it was closed)` });
  }
  return short;
}

async function cardShareLeft(tx: Tx, tenantId: TenantId, orderId: string): Promise<number> {
  const entries = await repo.entriesOfOrder(tx, tenantId, orderId);
  return -entries.reduce((s, e) => s + (e.type === "redeem" || e.type === "refund" ? toMinor(e.amount) : 0), 0);
}

/** A webhook event's `data` for a card (lib/webhooks/data.ts): its fields without the ledger, or null once gone. */
export async function giftCardEventData(tenantId: TenantId, id: string) {
  const row = await repo.findCard(tenantId, id);
  return row ? toGiftCardDto(row, localDateOf(new Date(), "UTC")) : null;
}

/** A gift-card line of an order being marked paid (record 0158). */
export type BoughtCardLine = { id: string; price: string; quantity: number; recipientEmail: string | null; message: string | null };

/**
 * In the transaction that marks an order paid (record 0158): one card per unit of each gift-card line, of the
 * line's unit price, mailed to the recipient named at checkout or else to the buyer (the code encrypted in the
 * outbox row, as an owner's card). A unit already issued is skipped (unique per line and unit), so a second
 * "paid" issues nothing. Answers the mails queued (to kick after commit; the sweep sends them otherwise).
 */
export async function issueBoughtCards(
  tx: Tx,
  tenantId: TenantId,
  order: { id: string; currency: string; buyerEmail: string; buyerName: string | null; language?: string | null },
  lines: readonly BoughtCardLine[],
): Promise<(string | null)[]> {
  const codes = new Map<string, string>();
  const values = lines.flatMap((l) =>
    Array.from({ length: l.quantity }, (_, unitIndex) => {
      const code = generateCode();
      codes.set(`${l.id}:${unitIndex}`, code);
      return {
        codeHash: hashCode(tenantId, code),
        last4: lastFour(code),
        initialValue: l.price,
        currency: order.currency,
        recipientEmail: l.recipientEmail ?? order.buyerEmail,
        ...{ expiresOn: null, note: "Bought with an order", createdBy: null },
        orderId: order.id,
        orderItemId: l.id,
        unitIndex,
      };
    }),
  );
  const rows = await repo.insertBoughtCards(tx, tenantId, values);
  if (!rows.length) return [];
  await recordActivity(
    tx,
    tenantId,
    rows.map((r) => ({ action: "gift_card.created", resourceType: "gift_card", resourceId: r.id, summary: `issued gift card ${maskedCode(r.last4)} of ${formatMoney(r.initialValue, r.currency)}, bought with an order` })),
  );
  const mails: (string | null)[] = [];
  for (const r of rows) {
    const line = lines.find((l) => l.id === r.orderItemId);
    const code = codes.get(`${r.orderItemId}:${r.unitIndex}`)!;
    const payload = { giftCardId: r.id, code: encryptSecret(formatCode(code)), from: line?.recipientEmail ? order.buyerName : null, message: line?.message ?? null, ...(order.language ? { lang: order.language } : {}) };
    mails.push(await queueMail({ tenantId, kind: "gift-card", toAddress: r.recipientEmail!, payload, dedupeKey: `gift-card:${r.id}` }, tx));
  }
  return mails;
}

/** The cards an order bought (record 0158), for its detail: masked, never the code. */
export async function boughtCardsOf(tenantId: TenantId, orderId: string) {
  const rows = await repo.cardsOfOrder(tenantId, orderId);
  return rows.map((r) => ({ id: r.id, last4: r.last4, initialValue: r.initialValue, balance: r.balance, recipientEmail: r.recipientEmail }));
}

/** The card a gift-card mail is about (its value, currency and expiry), or null once it is gone. */
export async function giftCardForMail(store: Store, id: string) {
  const row = await repo.findCard(store.id, id);
  return row ? toGiftCardDto(row, todayOf(store)) : null;
}

/** giveBackToCards in a transaction of its own (the cancel and refund flows, after the order's own change). */
export function restoreGiftCards(tenantId: TenantId, orderId: string, maxMinor: number | null): Promise<number> {
  return inTransaction((tx) => giveBackToCards(tx, tenantId, orderId, maxMinor));
}

/** What an order's gift cards are still owed (their share not yet given back), in minor units. */
export function giftCardShareLeft(tenantId: TenantId, orderId: string): Promise<number> {
  return inTransaction((tx) => cardShareLeft(tx, tenantId, orderId));
}
