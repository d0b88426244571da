import "server-only";
import { createHash, randomBytes } from "node:crypto";
import type { Tx } from "@/db/client";
import type { DraftLine, DraftOrderRow } from "@/db/schema";
import { changeEntry, recordActivity, type ActivityInput } from "@/lib/activity/record";
import { diffChanges } from "@/lib/activity/diff";
import { findCustomerAccount } from "@/lib/auth/service";
import { loadActiveVariants } from "@/lib/catalog/products/service";
import { availableMethods, ONLINE_METHODS, toPaymentMethodsInfo, type OnlineMethod, type PaymentMethod } from "@/lib/checkout/payment-methods";
import { priceOrder, type OrderPrice } from "@/lib/checkout/pricing";
import { findStoreCustomer } from "@/lib/customers/admin/service";
import { badRequest, conflict, notFound } from "@/lib/errors";
import { kickMail, queueMail } from "@/lib/mail/service";
import { fromMinor, toMinor } from "@/lib/money";
import { storedOrder } from "@/lib/orders/service";
import { loadTaxRules, standardTaxRuleId, taxRuleExists } from "@/lib/tax/rules/service";
import type { Store, TenantId } from "@/lib/tenancy/store";
import * as repo from "./repository";
import {
  DRAFTS_PAGE_SIZE,
  toDraftDto,
  toDraftLineDto,
  type CreateDraftInput,
  type DraftInvoiceDto,
  type DraftLineInput,
  type DraftListQuery,
  type DraftOrderDto,
  type DraftOrderPage,
  type DraftQuote,
  type UpdateDraftInput,
} from "./schemas";

/**
 * Draft orders (issue 45 §2, record 0153): the owner builds an order by hand, prices it with the checkout's one
 * pricing function, mails an invoice link, or completes it. Turning a draft into an order is a flow
 * (lib/flows/complete-draft.ts): it takes the stock and writes the order; this slice keeps the draft's own rows.
 */

const NOT_FOUND = "Draft order not found";
const COMPLETED = "This draft order is already completed";

/** The draft's price, as the order made from it would have it: its lines' prices, the agreed discount and shipping. */
export async function priceDraft(store: Store, d: Pick<DraftOrderRow, "lines" | "discount" | "shippingLine" | "shippingAddress" | "id">, method: PaymentMethod | null, tx?: Tx): Promise<OrderPrice> {
  const t = store.row;
  // A taxable custom line has no product to name its rule: the one the owner chose, else the store's standard rule
  // (record 0163), looked up only when the store taxes and such a line is there.
  const needsStandard = t.taxEnabled && d.lines.some((l) => l.variantId === null && l.taxable && !l.taxRuleId);
  const standard = needsStandard ? await standardTaxRuleId(store.id, tx) : null;
  const ruleOf = (l: DraftLine) => l.taxRuleId ?? (l.variantId === null ? standard : null);
  const ruleIds = [...new Set(d.lines.map(ruleOf).filter((x): x is string => !!x))];
  const rules = await loadTaxRules(store.id, ruleIds, tx);
  const manual = d.discount
    ? [
        {
          id: d.id,
          code: null,
          title: d.discount.reason || "Discount",
          type: d.discount.type,
          value: d.discount.value,
          appliesTo: { productIds: [], collectionIds: [], categoryIds: [] },
          minSubtotal: null,
          minQuantity: null,
          startsAt: null,
          endsAt: null,
          usageLimit: null,
          timesUsed: 0,
          oncePerCustomer: false,
          firstOrderOnly: false,
          customerSegmentIds: [],
          automatic: true,
          combinesWithCode: false,
          isActive: true,
        },
      ]
    : [];
  return priceOrder({
    store: { country: t.country, currency: t.currency, taxEnabled: t.taxEnabled, taxationType: t.taxationType, codCharges: t.codCharges },
    lines: d.lines.map((l) => ({
      unitPrice: l.price,
      quantity: l.quantity,
      taxable: l.taxable,
      rule: rules.get(ruleOf(l) ?? "") ?? null,
      productId: l.productId ?? undefined,
    })),
    buyer: { country: d.shippingAddress?.country ?? t.country, state: d.shippingAddress?.state ?? null },
    tiers: [],
    // The owner's method: a draft completed in the shop is COD (no COD charge is added to what the owner agreed).
    paymentMethod: method === "cod" ? null : method,
    discounts: { code: null, automatic: manual, customer: null, now: new Date() },
    fixedShipping: d.shippingLine ? toMinor(d.shippingLine.price) : 0,
  });
}

export function quoteOf(store: Store, p: OrderPrice): DraftQuote {
  return {
    currency: store.row.currency,
    subtotal: fromMinor(p.subtotal),
    discount: fromMinor(p.discountTotal),
    shipping: fromMinor(p.shipping),
    tax: fromMinor(p.tax),
    taxInclusive: p.taxInclusive,
    total: fromMinor(p.total),
  };
}

async function dtoOf(store: Store, d: DraftOrderRow): Promise<DraftOrderDto> {
  return toDraftDto(d, quoteOf(store, await priceDraft(store, d, null)));
}

/** Each input line as stored: a variant of this store (another store's, or one not on sale: 404) or a custom line. */
async function linesOf(store: Store, input: DraftLineInput[]): Promise<DraftLine[]> {
  const ids = input.flatMap((l) => ("variantId" in l ? [l.variantId] : []));
  const variants = await loadActiveVariants(store.id, ids);
  const missing = ids.find((id) => !variants.has(id));
  if (missing) throw notFound(`Variant ${missing} not found`);
  // A custom line's chosen rule must be this store's (as a product's, lib/catalog/products).
  for (const id of new Set(input.flatMap((l) => ("variantId" in l || !l.taxRuleId ? [] : [l.taxRuleId])))) {
    if (!(await taxRuleExists(store.id, id))) throw badRequest("Tax rule not found", { lines: "Tax rule not found" });
  }
  const out: DraftLine[] = [];
  for (const l of input) {
    if ("variantId" in l) {
      // The same variant twice is one line (stock is taken per variant).
      const same = out.find((o) => o.variantId === l.variantId);
      if (same) {
        same.quantity += l.quantity;
        continue;
      }
      const v = variants.get(l.variantId)!;
      out.push({ variantId: v.variantId, productId: v.productId, title: v.name, variantTitle: v.variantTitle, sku: v.sku, image: v.image, price: v.price, quantity: l.quantity, taxable: v.taxable, taxRuleId: v.taxRuleId });
    } else {
      out.push({ variantId: null, productId: null, title: l.title, variantTitle: null, sku: null, image: null, price: l.price as string, quantity: l.quantity, taxable: l.taxable, taxRuleId: l.taxRuleId ?? null });
    }
  }
  if (out.some((l) => l.quantity > 1000)) throw badRequest("Invalid quantity", { lines: "Invalid quantity" });
  return out;
}

/** Who the draft is for: the store's customer named by id (another store's: 404), else the e-mail (linked to an account that has it). */
async function customerOf(store: Store, input: Pick<CreateDraftInput, "customerId" | "email" | "customerName">) {
  if (input.customerId) {
    const c = await findStoreCustomer(store, input.customerId);
    if (!c) throw notFound("Customer not found");
    const name = input.customerName || [c.firstName, c.lastName].filter(Boolean).join(" ");
    return { customerId: c.id, email: input.email ?? c.email, customerName: name, phone: c.phone ?? null };
  }
  const email = input.email;
  if (!email) throw badRequest("Choose a customer or enter an e-mail", { email: "Choose a customer or enter an e-mail" });
  const account = await findCustomerAccount(store.id, email);
  const name = input.customerName || (account ? [account.firstName, account.lastName].filter(Boolean).join(" ") : "");
  return { customerId: account?.id ?? null, email, customerName: name, phone: null };
}

const label = (d: Pick<DraftOrderRow, "email" | "customerName">) => d.customerName || d.email;

/** POST /api/draft-orders. */
export async function createDraft(store: Store, input: CreateDraftInput): Promise<DraftOrderDto> {
  const who = await customerOf(store, input);
  const lines = await linesOf(store, input.lines);
  const row = await repo.transaction(async (tx) => {
    const d = await repo.insertDraft(tx, store.id, {
      ...who,
      phone: input.phone ?? who.phone,
      shippingAddress: input.shippingAddress ?? null,
      lines,
      discount: input.discount ? { type: input.discount.type, value: input.discount.value as string, reason: input.discount.reason } : null,
      shippingLine: input.shippingLine ? { title: input.shippingLine.title, price: input.shippingLine.price as string } : null,
      note: input.note,
    });
    await recordActivity(tx, store.id, changeEntry("draft_order", "created", d.id, label(d))!);
    return d;
  });
  return dtoOf(store, row);
}

async function draftOrThrow(store: Store, id: string, tx?: Tx): Promise<DraftOrderRow> {
  const d = tx ? await repo.lockDraft(tx, store.id, id) : await repo.findDraft(store.id, id);
  if (!d) throw notFound(NOT_FOUND);
  return d;
}

/** GET /api/draft-orders/{id}. */
export async function getDraft(store: Store, id: string): Promise<DraftOrderDto> {
  return dtoOf(store, await draftOrThrow(store, id));
}

/** GET /api/draft-orders?page=&status=: newest first, 25 a page. */
export async function listDrafts(store: Store, q: DraftListQuery): Promise<DraftOrderPage> {
  const page = q.page ?? 1;
  const { rows, total } = await repo.pageDrafts(store.id, q.status || undefined, page, DRAFTS_PAGE_SIZE);
  return { items: await Promise.all(rows.map((r) => dtoOf(store, r))), total, page, pageSize: DRAFTS_PAGE_SIZE };
}

/** PATCH /api/draft-orders/{id}: a completed draft is the order's record now (409). */
export async function updateDraft(store: Store, id: string, input: UpdateDraftInput): Promise<DraftOrderDto> {
  const who = input.customerId !== undefined || input.email !== undefined ? await customerOf(store, { ...input, customerId: input.customerId ?? null }) : null;
  const lines = input.lines ? await linesOf(store, input.lines) : undefined;
  const row = await repo.transaction(async (tx) => {
    const before = await draftOrThrow(store, id, tx);
    if (before.status === "completed") throw conflict(COMPLETED);
    const set: repo.DraftChanges = {
      ...(who ?? {}),
      ...(input.customerName !== undefined && !who ? { customerName: input.customerName } : {}),
      ...(input.phone !== undefined ? { phone: input.phone } : {}),
      ...(input.shippingAddress !== undefined ? { shippingAddress: input.shippingAddress ?? null } : {}),
      ...(lines ? { lines } : {}),
      ...(input.discount !== undefined ? { discount: input.discount ? { type: input.discount.type, value: input.discount.value as string, reason: input.discount.reason } : null } : {}),
      ...(input.shippingLine !== undefined ? { shippingLine: input.shippingLine ? { title: input.shippingLine.title, price: input.shippingLine.price as string } : null } : {}),
      ...(input.note !== undefined ? { note: input.note } : {}),
    };
    const after = (await repo.updateDraft(tx, store.id, id, set))!;
    const changes = diffChanges(before as unknown as Record<string, unknown>, after as unknown as Record<string, unknown>, Object.keys(set));
    const entry = changeEntry("draft_order", "updated", id, label(after), changes);
    if (entry) await recordActivity(tx, store.id, entry);
    return after;
  });
  return dtoOf(store, row);
}

/** DELETE /api/draft-orders/{id}: an open draft goes; a completed one stays with its order (409). */
export async function deleteDraft(store: Store, id: string): Promise<{ ok: true }> {
  await repo.transaction(async (tx) => {
    const d = await draftOrThrow(store, id, tx);
    if (d.status === "completed") throw conflict("A completed draft order stays with its order");
    await repo.deleteDraft(tx, store.id, id);
    await recordActivity(tx, store.id, changeEntry("draft_order", "deleted", id, label(d))!);
  });
  return { ok: true };
}

/**
 * POST /api/draft-orders/{id}/send-invoice: the shopper's invoice mail, through the outbox in this transaction. Its
 * link's token is made when the mail is rendered (mintInvoiceToken), so only the recipient's mailbox holds it.
 */
export async function sendInvoice(store: Store, id: string): Promise<DraftOrderDto> {
  let mail: string | null = null;
  const row = await repo.transaction(async (tx) => {
    const d = await draftOrThrow(store, id, tx);
    if (d.status === "completed") throw conflict(COMPLETED);
    const after = (await repo.updateDraft(tx, store.id, id, { status: "invoice_sent", invoiceSentAt: new Date() }))!;
    mail = await queueMail({ tenantId: store.id, kind: "draft-invoice", payload: { draftId: id } }, tx);
    await recordActivity(tx, store.id, { action: "draft_order.invoice_sent", resourceType: "draft_order", resourceId: id, summary: `sent the invoice of a draft order to ${d.email}` });
    return after;
  });
  kickMail([mail]);
  return dtoOf(store, row);
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * The invoice mail's link, made when it is rendered (first send, retry or resend): a fresh token whose hash replaces
 * the previous one, so only the latest mail's link works. Null when the draft is gone or completed.
 */
export async function mintInvoiceToken(tenantId: TenantId, id: string): Promise<{ token: string; draft: DraftOrderRow } | null> {
  const token = randomBytes(32).toString("base64url");
  return repo.transaction(async (tx) => {
    const d = await repo.lockDraft(tx, tenantId, id);
    if (!d || d.status === "completed") return null;
    const draft = (await repo.updateDraft(tx, tenantId, id, { invoiceTokenHash: hashToken(token) }))!;
    return { token, draft };
  });
}

/** The shopper's view of an invoice by its link (GET /api/draft-orders/pay/{token}, the pay page): unknown link 404. */
export async function invoiceByToken(store: Store, token: string): Promise<DraftInvoiceDto> {
  const d = await repo.findDraftByToken(store.id, hashToken(token));
  if (!d) throw notFound("This payment link is not valid");
  const price = await priceDraft(store, d, null);
  const order = d.orderId ? await storedOrder(store.id, d.orderId) : null;
  const offered = availableMethods(toPaymentMethodsInfo(store.row), price.subtotal).filter((m): m is OnlineMethod => (ONLINE_METHODS as readonly string[]).includes(m));
  // Once the draft is an order, that order is paid by its own method (its provider's attempts are on it): only that
  // one is offered, if the store still offers it (record 0163).
  const pending = order && order.status === "pending" ? order : null;
  const methods = pending ? offered.filter((m) => m === pending.paymentMethod) : offered;
  return {
    status: d.status,
    email: d.email,
    customerName: d.customerName,
    lines: d.lines.map(toDraftLineDto),
    discount: d.discount ?? null,
    shippingLine: d.shippingLine ?? null,
    quote: quoteOf(store, price),
    storeName: store.row.name,
    methods,
    orderId: order && order.status === "pending" ? order.id : null,
    paid: !!order?.paidAt,
  };
}

/** For the completing flows: the draft locked in their transaction (by id, or by its invoice link's token). */
export function lockDraftById(tx: Tx, tenantId: TenantId, id: string): Promise<DraftOrderRow | null> {
  return repo.lockDraft(tx, tenantId, id);
}
export function lockDraftByToken(tx: Tx, tenantId: TenantId, token: string): Promise<DraftOrderRow | null> {
  return repo.lockDraftByToken(tx, tenantId, hashToken(token));
}

/** The draft is the order's now: completed, with its order, in the order's transaction (with its activity entry). */
export async function markDraftCompleted(tx: Tx, tenantId: TenantId, d: DraftOrderRow, orderId: string, how: string): Promise<void> {
  await repo.updateDraft(tx, tenantId, d.id, { status: "completed", orderId, completedAt: new Date() });
  const entry: ActivityInput = { action: "draft_order.completed", resourceType: "draft_order", resourceId: d.id, summary: `completed a draft order for ${label(d)} (${how})` };
  await recordActivity(tx, tenantId, entry);
}
