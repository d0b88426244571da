import "server-only";
import { randomBytes } from "node:crypto";
import type { Tx } from "@/db/client";
import { inTransaction, recordActivity } from "@/lib/activity/record";
import { resolveLines } from "@/lib/catalog/inventory/service";
import { loadActiveVariants } from "@/lib/catalog/products/service";
import { findStoreCustomer, setMarketingConsent, withdrawMarketingConsent } from "@/lib/customers/admin/service";
import { getEnv } from "@/lib/env";
import { conflict, notFound } from "@/lib/errors";
import { kickMail, queueMail } from "@/lib/mail/service";
import { fromMinor, toMinor } from "@/lib/money";
import { enqueueIfOpen } from "@/lib/queue/queue";
import { storeById } from "@/lib/tenancy/service";
import type { Store, TenantId } from "@/lib/tenancy/store";
import * as repo from "./repository";
import {
  TOKEN_FORMAT,
  toAbandonedDto,
  type AbandonedCheckoutPage,
  type AbandonedListQuery,
  type CheckoutInput,
  type CheckoutRow,
  type CheckoutUpdate,
  type CreatedCheckoutDto,
  type RecoveredCart,
  type RecoveredLine,
  type RecoverySettings,
} from "./schemas";

/**
 * Abandoned-checkout recovery (issue 43 part 1, record 0156). The checkout page writes the shopper's cart here once
 * an e-mail is known (POST, then PATCH by token, debounced); an order placed with the token completes it. After the
 * store's delay of quiet a checkout with no order gets one recovery mail: the "checkouts.recover" job (one per
 * checkout, started after the delay) and a sweep every minute (for a job lost to a crash) both call sendRecovery,
 * which claims the checkout (recovery_email_sent_at, under its row lock) and writes the outbox row in one
 * transaction, the outbox row's dedupe key as a second guard: two workers, or one killed mid-run, send it once.
 */

export const CHECKOUT_NOT_FOUND = "Checkout not found";
export const DEFAULT_SETTINGS: RecoverySettings = { enabled: true, delayMinutes: 60, audience: "subscribed" };

type Customer = { id: string } | null;

const newToken = () => randomBytes(32).toString("base64url");

// ---- settings

export async function getRecoverySettings(tenantId: TenantId): Promise<RecoverySettings> {
  const row = await repo.findSettings(tenantId);
  return row ? { enabled: row.enabled, delayMinutes: row.delayMinutes, audience: row.audience } : { ...DEFAULT_SETTINGS };
}

/** The delay in force: ABANDONED_CHECKOUT_MINUTES (tests) over the store's setting. */
const delayOf = (s: RecoverySettings) => getEnv().ABANDONED_CHECKOUT_MINUTES ?? s.delayMinutes;

/** PUT /api/settings/checkout-recovery. */
export async function saveRecoverySettings(store: Store, input: RecoverySettings): Promise<RecoverySettings> {
  const before = await getRecoverySettings(store.id);
  await inTransaction(async (tx) => {
    await repo.saveSettings(tx, store.id, input);
    const changed = (Object.keys(input) as (keyof RecoverySettings)[]).filter((k) => before[k] !== input[k]);
    await recordActivity(tx, store.id, {
      action: "settings.checkout_recovery.updated",
      resourceType: "settings",
      resourceId: null,
      summary: `updated abandoned-checkout recovery (${input.enabled ? `on, after ${input.delayMinutes} min, to ${input.audience === "everyone" ? "everyone" : "subscribers"}` : "off"})`,
      changes: Object.fromEntries(changed.map((k) => [k, [before[k], input[k]]])),
    });
  });
  return input;
}

// ---- the shopper's checkout

/** The cart's value at today's prices and its units (lines no longer for sale count nothing). */
async function cartFigures(store: Store, items: CheckoutInput["items"]) {
  const { lines } = await resolveLines(null, store.id, items);
  const variants = await loadActiveVariants(store.id, lines.map((l) => l.variantId));
  let total = 0;
  let units = 0;
  for (const l of lines) {
    const v = variants.get(l.variantId);
    if (!v) continue;
    total += toMinor(v.price) * l.quantity;
    units += l.quantity;
  }
  return { total: fromMinor(total), itemsCount: units };
}

/** The recovery job of a checkout, started when its delay would have passed (a PATCH starts another; the job checks). */
async function scheduleRecovery(store: Store, row: CheckoutRow): Promise<void> {
  const s = await getRecoverySettings(store.id);
  if (!s.enabled) return;
  const seconds = Math.max(0, Math.ceil((row.activeAt.getTime() + delayOf(s) * 60_000 - Date.now()) / 1000));
  await enqueueIfOpen("checkouts.recover", { tenantId: store.id, id: row.id }, { startAfterSeconds: seconds }).catch((err: unknown) =>
    console.error(`[checkouts] recovery job of ${row.id} not enqueued (the sweep will find it):`, (err as Error).message),
  );
}

/** POST /api/checkouts: the checkout written with a new token; the marketing choice kept on a signed-in customer. */
export async function createCheckout(store: Store, customer: Customer, input: CheckoutInput): Promise<CreatedCheckoutDto> {
  const figures = await cartFigures(store, input.items);
  const row = await inTransaction(async (tx) => {
    const r = await repo.insertCheckout(tx, store.id, {
      token: newToken(),
      email: input.email,
      customerId: customer?.id ?? null,
      items: input.items,
      discountCode: input.discountCode ?? null,
      acceptsMarketing: input.acceptsMarketing,
      ...figures,
      activeAt: new Date(),
    });
    // Only a tick subscribes: the box starts unticked, and an earlier consent is not withdrawn by not ticking it.
    if (customer && input.acceptsMarketing) await setMarketingConsent(tx, store.id, customer.id, true);
    await recordActivity(tx, store.id, { action: "checkout.created", resourceType: "checkout", resourceId: r.id, summary: `checkout started by ${r.email}` });
    return r;
  });
  await scheduleRecovery(store, row);
  return { id: row.id, token: row.token };
}

/** PATCH /api/checkouts/{token}: the cart, code, e-mail or choice changed; the delay starts again. */
export async function updateCheckout(store: Store, customer: Customer, token: string, input: CheckoutUpdate): Promise<CreatedCheckoutDto> {
  const figures = input.items ? await cartFigures(store, input.items) : {};
  const row = await inTransaction(async (tx) => {
    const before = await repo.lockByToken(tx, store.id, token);
    if (!before) throw notFound(CHECKOUT_NOT_FOUND);
    if (before.completedAt) throw conflict("This checkout is already completed");
    const after = await repo.updateCheckout(tx, store.id, before.id, {
      ...(input.email !== undefined ? { email: input.email } : {}),
      ...(input.items !== undefined ? { items: input.items } : {}),
      ...(input.discountCode !== undefined ? { discountCode: input.discountCode } : {}),
      ...(input.acceptsMarketing !== undefined ? { acceptsMarketing: input.acceptsMarketing } : {}),
      ...(customer && !before.customerId ? { customerId: customer.id } : {}),
      ...figures,
      activeAt: new Date(),
    });
    const owner = customer?.id ?? before.customerId;
    // The box changed (ticked, or unticked after a tick): the customer's consent follows.
    if (owner && input.acceptsMarketing !== undefined && input.acceptsMarketing !== before.acceptsMarketing) await setMarketingConsent(tx, store.id, owner, input.acceptsMarketing);
    await recordActivity(tx, store.id, { action: "checkout.updated", resourceType: "checkout", resourceId: before.id, summary: `checkout of ${after!.email} updated` });
    return after!;
  });
  await scheduleRecovery(store, row);
  return { id: row.id, token: row.token };
}

/**
 * In the order's transaction (POST /api/orders with `checkoutToken`): the checkout is completed by this order. A
 * token not found or already completed changes nothing (the order must not fail for a stale checkout in the
 * browser). Answers whether this order recovered it (its recovery mail had gone out).
 */
export async function completeCheckout(tx: Tx, tenantId: TenantId, token: string | null | undefined, orderId: string, at: Date): Promise<boolean> {
  if (!token || !TOKEN_FORMAT.test(token)) return false;
  const row = await repo.lockByToken(tx, tenantId, token);
  if (!row || row.completedAt) return false;
  await repo.updateCheckout(tx, tenantId, row.id, { completedAt: at, orderId });
  const recovered = !!row.recoveryEmailSentAt;
  await recordActivity(tx, tenantId, {
    action: recovered ? "checkout.recovered" : "checkout.completed",
    resourceType: "checkout",
    resourceId: row.id,
    summary: recovered ? `checkout of ${row.email} recovered by an order` : `checkout of ${row.email} completed by an order`,
  });
  return recovered;
}

/**
 * /checkout/recover/{token}: the checkout's lines still for sale at today's prices, the quantity cut to the stock
 * left, with a note for each line dropped or cut; another store's token is not found.
 */
export async function recoverCart(store: Store, token: string): Promise<RecoveredCart> {
  const row = TOKEN_FORMAT.test(token) ? await repo.findByToken(store.id, token) : null;
  if (!row) throw notFound(CHECKOUT_NOT_FOUND);
  const { lines, unknown, problems } = await resolveLines(null, store.id, row.items);
  const variants = await loadActiveVariants(store.id, lines.map((l) => l.variantId));
  const notes: string[] = [];
  if (unknown.length || problems.length) notes.push(unknown.length + problems.length === 1 ? "An item is no longer available and was removed" : "Some items are no longer available and were removed");
  const items: RecoveredLine[] = [];
  for (const l of lines) {
    const v = variants.get(l.variantId);
    if (!v) {
      notes.push("An item is no longer available and was removed");
      continue;
    }
    const name = v.variantTitle ? `${v.name} — ${v.variantTitle}` : v.name;
    const max = v.trackQuantity ? v.quantity : null;
    if (max !== null && max <= 0) {
      notes.push(`${name} is sold out and was removed`);
      continue;
    }
    const quantity = max !== null ? Math.min(l.quantity, max) : l.quantity;
    if (quantity < l.quantity) notes.push(`Only ${quantity} of ${name} left: the quantity was lowered`);
    items.push({ id: v.variantId, productId: v.productId, variantId: v.variantId, variantTitle: v.variantTitle, name: v.name, slug: v.slug, price: v.price, image: v.image, quantity, maxQuantity: max });
  }
  return { token: row.token, items, code: row.discountCode, notes };
}

/** POST /api/checkouts/{token}/unsubscribe (one click, RFC 8058): no more recovery mail to this address from this store. */
export async function unsubscribe(store: Store, token: string): Promise<{ unsubscribed: true; email: string }> {
  const row = TOKEN_FORMAT.test(token) ? await repo.findByToken(store.id, token) : null;
  if (!row) throw notFound(CHECKOUT_NOT_FOUND);
  await inTransaction(async (tx) => {
    const at = new Date();
    await repo.unsubscribeEmail(tx, store.id, row.email, at);
    await withdrawMarketingConsent(tx, store.id, row.email);
    await recordActivity(tx, store.id, { action: "checkout.unsubscribed", resourceType: "checkout", resourceId: row.id, summary: `${row.email} unsubscribed from the store's mail` });
  });
  return { unsubscribed: true, email: row.email };
}

/** The unsubscribe page: the address a token names (masked), or null. */
export async function unsubscribeTarget(store: Store, token: string): Promise<{ email: string; done: boolean } | null> {
  const row = TOKEN_FORMAT.test(token) ? await repo.findByToken(store.id, token) : null;
  if (!row) return null;
  const [name, domain] = row.email.split("@");
  return { email: `${name.slice(0, 2)}${"•".repeat(Math.max(1, name.length - 2))}@${domain}`, done: !!row.unsubscribedAt };
}

// ---- the owner's list and the reports

export async function listAbandoned(store: Store, q: AbandonedListQuery, now = new Date()): Promise<AbandonedCheckoutPage> {
  const delay = delayOf(await getRecoverySettings(store.id));
  const { rows, total } = await repo.listCheckouts(store.id, q, new Date(now.getTime() - delay * 60_000));
  return { items: rows.map((r) => toAbandonedDto(r, delay, now)), total, page: q.page, limit: repo.PAGE_SIZE };
}

/** The reports' recovery figures: mails sent in the range, and the checkouts an order completed after one. */
export async function recoveryFigures(tenantId: TenantId, from: Date, to: Date): Promise<{ emailsSent: number; recoveredOrders: number; recoveryRate: number }> {
  const { sent, recovered } = await repo.recoveryCounts(tenantId, from, to);
  return { emailsSent: sent, recoveredOrders: recovered, recoveryRate: sent ? Math.round((recovered / sent) * 10_000) / 10_000 : 0 };
}

// ---- the recovery mail

export type RecoveryOutcome = "mailed" | "not-due" | "skipped";

/**
 * One checkout's recovery mail, if it is due: the store's setting on, its delay of quiet passed, no order, not
 * mailed yet, an address that may be written to (subscribed, or everyone; never one that unsubscribed). The claim
 * and the outbox row commit together; the mail is then sent by "mail.send" (once: lib/mail/service.ts's claim).
 */
export async function sendRecovery(tenantId: TenantId, id: string, now = new Date(), reschedule = true): Promise<RecoveryOutcome> {
  const store = await storeById(tenantId);
  if (!store) return "skipped";
  const s = await getRecoverySettings(tenantId);
  if (!s.enabled) return "skipped";
  const delayMs = delayOf(s) * 60_000;
  let notDueBy = 0;
  const mail = await inTransaction(async (tx) => {
    const row = await repo.lockById(tx, tenantId, id);
    if (!row || row.completedAt || row.recoveryEmailSentAt || row.unsubscribedAt) return null;
    if (row.activeAt.getTime() + delayMs > now.getTime()) {
      notDueBy = row.activeAt.getTime() + delayMs - now.getTime();
      return null;
    }
    // Subscribed: the box ticked on this checkout, or the customer's consent kept from before.
    if (s.audience === "subscribed" && !row.acceptsMarketing && !(row.customerId && (await findStoreCustomer(store, row.customerId))?.acceptsMarketing)) return null;
    if (await repo.hasUnsubscribed(tenantId, row.email, tx)) return null;
    if (!(await repo.markMailed(tx, tenantId, row.id, now))) return null;
    const m = await queueMail({ tenantId, kind: "checkout-recovery", toAddress: row.email, payload: { checkoutId: row.id }, dedupeKey: `checkout-recovery:${row.id}` }, tx);
    await recordActivity(tx, tenantId, { action: "checkout.recovery_mailed", resourceType: "checkout", resourceId: row.id, summary: `recovery mail sent to ${row.email}` });
    return m;
  });
  if (mail) {
    kickMail([mail]);
    return "mailed";
  }
  if (notDueBy > 0 && reschedule) {
    // Touched since the job was started (a PATCH): another job for the new moment (the sweep would find it too).
    await enqueueIfOpen("checkouts.recover", { tenantId, id }, { startAfterSeconds: Math.ceil(notDueBy / 1000) }).catch(() => undefined);
    return "not-due";
  }
  return "skipped";
}

/**
 * The sweep ("checkouts.recovery-sweep", every minute): checkouts quiet for the shortest delay any store may have
 * (ABANDONED_CHECKOUT_MINUTES, else 0) and not mailed, each checked against its store's own delay by sendRecovery.
 * Finds the checkouts whose job was lost (a crash between the commit and the enqueue, a worker killed).
 */
export async function sweepRecovery(now = new Date()): Promise<{ checked: number; mailed: number }> {
  const floor = (getEnv().ABANDONED_CHECKOUT_MINUTES ?? 0) * 60_000;
  // No delay is longer than 7 days: a checkout quiet for longer than that (and an hour) was skipped for good.
  const oldest = new Date(now.getTime() - (10_080 + 60) * 60_000);
  const due = await repo.dueCheckouts(oldest, new Date(now.getTime() - floor), 500);
  let mailed = 0;
  for (const c of due) {
    try {
      if ((await sendRecovery(c.tenantId, c.id, now, false)) === "mailed") mailed++;
    } catch (err) {
      console.error(`[checkouts] recovery of ${c.id} left for the next run:`, (err as Error).message);
    }
  }
  return { checked: due.length, mailed };
}

/** What the recovery mail shows: the store, the checkout's lines at today's prices (dropped ones noted), its link. */
export async function checkoutForMail(tenantId: TenantId, id: string) {
  const store = await storeById(tenantId);
  if (!store) return null;
  const row = await repo.findById(tenantId, id);
  if (!row) return null;
  return { store, row, cart: await recoverCart(store, row.token) };
}
