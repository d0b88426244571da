import "server-only";
import { diffChanges } from "@/lib/activity/diff";
import { changeEntry, withActivity } from "@/lib/activity/record";
import type { Tx } from "@/db/client";
import type { OrderDiscountLine } from "@/db/schema";
import { existingCategoryIds } from "@/lib/catalog/categories/service";
import { collectionsOfProducts, existingCollectionIds } from "@/lib/catalog/collections/service";
import { findProductsByIds } from "@/lib/catalog/products/service";
import { existingSegmentIds, segmentsOfCustomer } from "@/lib/customers/admin/service";
import { badRequest, conflict, notFound, uniqueViolation, unprocessable } from "@/lib/errors";
import type { TenantId } from "@/lib/tenancy/store";
import type { CustomerFacts, DiscountRule } from "./apply";
import * as repo from "./repository";
import { discountProblems, toDiscountDto, type DiscountDto, type DiscountInput, type DiscountRow, type DiscountUpdate } from "./schemas";

/**
 * Discounts: the owner's CRUD (every id named in appliesTo checked against the store), and what pricing
 * needs at checkout (the code, the automatic discounts, the shopper's facts, the lines' collections), and
 * the uses counted in the order's transaction.
 */

const CODE_TAKEN = "This code is already used by another discount";

async function checkTargets(tenantId: TenantId, t: DiscountInput["appliesTo"]) {
  if (!t) return;
  const errors: Record<string, string> = {};
  const products = new Set((await findProductsByIds(tenantId, t.productIds)).map((p) => p.id));
  if (t.productIds.some((id) => !products.has(id))) errors["appliesTo.productIds"] = "A product was not found in this store";
  const collections = await existingCollectionIds(tenantId, t.collectionIds);
  if (t.collectionIds.some((id) => !collections.has(id))) errors["appliesTo.collectionIds"] = "A collection was not found in this store";
  const categories = await existingCategoryIds(tenantId, t.categoryIds);
  if (t.categoryIds.some((id) => !categories.has(id))) errors["appliesTo.categoryIds"] = "A category was not found in this store";
  if (Object.keys(errors).length) throw badRequest(Object.values(errors)[0], errors);
}

async function checkSegments(tenantId: TenantId, ids: string[] | undefined) {
  if (!ids?.length) return;
  const found = await existingSegmentIds(tenantId, ids);
  if (ids.some((id) => !found.has(id))) throw badRequest("A customer segment was not found in this store", { customerSegmentIds: "A customer segment was not found in this store" });
}

function withoutValue<T extends { type?: string; value?: string | null }>(v: T): T {
  // Free shipping has no value of its own.
  return v.type === "free_shipping" ? { ...v, value: "0.00" } : v;
}

async function saving<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (uniqueViolation(err) === "discounts_tenant_code_uq") throw conflict(CODE_TAKEN, { code: CODE_TAKEN });
    throw err;
  }
}

export async function listDiscounts(tenantId: TenantId): Promise<DiscountDto[]> {
  const now = new Date();
  return (await repo.listDiscounts(tenantId)).map((d) => toDiscountDto(d, now));
}

export async function getDiscount(tenantId: TenantId, id: string): Promise<DiscountDto> {
  const d = await repo.findDiscount(tenantId, id);
  if (!d) throw notFound("Discount not found");
  return toDiscountDto(d);
}

const DISCOUNT_FIELDS = [
  "code",
  "title",
  "type",
  "value",
  "appliesTo",
  "minSubtotal",
  "minQuantity",
  "startsAt",
  "endsAt",
  "usageLimit",
  "oncePerCustomer",
  "firstOrderOnly",
  "customerSegmentIds",
  "automatic",
  "combinesWithCode",
  "isActive",
] as const;

const discountLabel = (d: { code: string | null; title: string | null }) => d.code ?? d.title ?? "automatic discount";

export async function createDiscount(tenantId: TenantId, input: DiscountInput): Promise<DiscountDto> {
  await checkTargets(tenantId, input.appliesTo);
  await checkSegments(tenantId, input.customerSegmentIds);
  const v = withoutValue(input);
  const row = await saving(() =>
    withActivity(tenantId, (tx) => repo.insertDiscount(tenantId, {
      code: v.automatic ? null : (v.code ?? null),
      title: v.title ?? null,
      type: v.type,
      value: v.value ?? "0.00",
      appliesTo: v.appliesTo ?? { productIds: [], collectionIds: [], categoryIds: [] },
      minSubtotal: v.minSubtotal ?? null,
      minQuantity: v.minQuantity ?? null,
      startsAt: v.startsAt ?? null,
      endsAt: v.endsAt ?? null,
      usageLimit: v.usageLimit ?? null,
      oncePerCustomer: v.oncePerCustomer ?? false,
      firstOrderOnly: v.firstOrderOnly ?? false,
      customerSegmentIds: v.customerSegmentIds ?? [],
      automatic: v.automatic ?? false,
      combinesWithCode: v.combinesWithCode ?? false,
      isActive: v.isActive ?? true,
    }, tx), (r) => changeEntry("discount", "created", r.id, discountLabel(r), diffChanges(null, r, DISCOUNT_FIELDS))),
  );
  return toDiscountDto(row);
}

export async function updateDiscount(tenantId: TenantId, id: string, input: DiscountUpdate): Promise<DiscountDto> {
  const existing = await repo.findDiscount(tenantId, id);
  if (!existing) throw notFound("Discount not found");
  const merged = { ...existing, ...Object.fromEntries(Object.entries(input).filter(([, x]) => x !== undefined)) } as DiscountRow & DiscountUpdate;
  // Turning a code into an automatic discount drops its code (it has none).
  if (input.automatic === true && input.code === undefined) merged.code = null;
  const problems = discountProblems({ ...merged, value: merged.type === "free_shipping" ? "0" : merged.value });
  if (Object.keys(problems).length) throw badRequest(Object.values(problems)[0], problems);
  await checkTargets(tenantId, input.appliesTo);
  await checkSegments(tenantId, input.customerSegmentIds);
  const v = withoutValue({ ...input, type: merged.type });
  const { type: _t, ...rest } = v;
  void _t;
  const values = Object.fromEntries(Object.entries({ ...rest, type: input.type }).filter(([, x]) => x !== undefined));
  if (merged.automatic) values.code = null;
  const row = Object.keys(values).length ? await saving(() =>
        withActivity(
          tenantId,
          (tx) => repo.updateDiscount(tenantId, id, values, tx),
          (r) => r && changeEntry("discount", "updated", id, discountLabel(r), diffChanges(existing, r, DISCOUNT_FIELDS)),
        ),
      ) : existing;
  if (!row) throw notFound("Discount not found");
  return toDiscountDto(row);
}

export async function deleteDiscount(tenantId: TenantId, id: string) {
  const deleted = await withActivity(tenantId, (tx) => repo.deleteDiscount(tenantId, id, tx), (r) => r && changeEntry("discount", "deleted", id, discountLabel(r)));
  if (!deleted) throw notFound("Discount not found");
  return { message: "Discount deleted" };
}

const toRule = (d: DiscountRow): DiscountRule => ({
  id: d.id,
  code: d.code,
  title: d.title,
  type: d.type,
  value: d.value,
  appliesTo: d.appliesTo,
  minSubtotal: d.minSubtotal,
  minQuantity: d.minQuantity,
  startsAt: d.startsAt,
  endsAt: d.endsAt,
  usageLimit: d.usageLimit,
  timesUsed: d.timesUsed,
  oncePerCustomer: d.oncePerCustomer,
  firstOrderOnly: d.firstOrderOnly,
  customerSegmentIds: d.customerSegmentIds,
  automatic: d.automatic,
  combinesWithCode: d.combinesWithCode,
  isActive: d.isActive,
});

export const INVALID_CODE = "This code is not valid";

/** What pricing needs to apply the store's discounts to a basket (lib/checkout/pricing.ts DiscountInput). */
export type BasketDiscounts = {
  code: DiscountRule | null;
  /** The code was given but is not this store's. */
  unknownCode: boolean;
  automatic: DiscountRule[];
  customer: CustomerFacts;
  now: Date;
  /** Per product id: its category and the targeted collections it is in. */
  targets: Map<string, { categoryId: string | null; collectionIds: string[] }>;
};

/**
 * The discounts that may apply to a basket of these products: the code (if this store has it), the active
 * automatic discounts, and what is known of the shopper (null: a guest quote). A handful of statements per
 * basket, none per line.
 */
export async function basketDiscounts(tenantId: TenantId, code: string | null, userId: string | null, products: { id: string; categoryId: string | null }[]): Promise<BasketDiscounts> {
  const [codeRow, automatic] = await Promise.all([code ? repo.findByCode(tenantId, code) : Promise.resolve(null), repo.listActiveAutomatic(tenantId)]);
  const rules = [...(codeRow && !codeRow.automatic ? [codeRow] : []), ...automatic].map(toRule);
  const collectionIds = [...new Set(rules.flatMap((r) => r.appliesTo.collectionIds))];
  const needsCustomer = rules.some((r) => r.oncePerCustomer || r.firstOrderOnly);
  const segmentIds = [...new Set(rules.flatMap((r) => r.customerSegmentIds))];
  const [memberships, used, ordered, inSegments] = await Promise.all([
    collectionsOfProducts(
      tenantId,
      products.map((p) => p.id),
      collectionIds,
    ),
    userId && needsCustomer ? repo.usedByCustomer(tenantId, userId, rules.map((r) => r.id)) : Promise.resolve(new Set<string>()),
    userId && rules.some((r) => r.firstOrderOnly) ? repo.hasOrdered(tenantId, userId) : Promise.resolve(false),
    userId && segmentIds.length ? segmentsOfCustomer(tenantId, userId, segmentIds) : Promise.resolve(new Set<string>()),
  ]);
  return {
    code: codeRow && !codeRow.automatic ? toRule(codeRow) : null,
    unknownCode: !!code && !(codeRow && !codeRow.automatic),
    automatic: automatic.map(toRule),
    customer: userId ? { usedDiscountIds: used, hasOrdered: ordered, segmentIds: inSegments } : null,
    now: new Date(),
    targets: new Map(products.map((p) => [p.id, { categoryId: p.categoryId, collectionIds: memberships.get(p.id) ?? [] }])),
  };
}

/**
 * Count the order's uses of its discounts in the order's transaction, or throw (422) so the whole order
 * rolls back: no use left ('This code has been used up'), a once-per-customer discount used already, or a
 * first-order-only discount on what is no longer the customer's first order.
 */
export async function redeem(tx: Tx, tenantId: TenantId, orderId: string, userId: string, applied: readonly { id: string; code: string | null }[], rules: readonly DiscountRule[]) {
  for (const a of [...applied].sort((x, y) => (x.id < y.id ? -1 : 1))) {
    const rule = rules.find((r) => r.id === a.id);
    const word = a.code ? "code" : "discount";
    // The quote read "no earlier order" before this transaction, so ten simultaneous first orders all saw it.
    // Here the customer's first-order claim is taken (held until commit) and the question asked again: the
    // orders of whoever held it before are committed and seen, so exactly one of them keeps the discount and
    // the others fail as a code that does not apply does (record 0065), like once-per-customer.
    if (rule?.firstOrderOnly && !(await repo.claimFirstOrder(tx, tenantId, userId, orderId))) {
      throw unprocessable(`This ${word} is for a first order only`, { discountCode: `This ${word} is for a first order only` });
    }
    if (!(await repo.takeUse(tx, tenantId, a.id))) throw unprocessable(`This ${word} has been used up`, { discountCode: `This ${word} has been used up` });
    const ok = await repo.insertRedemption(tx, tenantId, { discountId: a.id, orderId, userId, onceKey: rule?.oncePerCustomer ? userId : null });
    if (!ok) throw unprocessable(`You have already used this ${word}`, { discountCode: `You have already used this ${word}` });
  }
}

/** Give back an order's uses (cancelled or abandoned), exactly once whatever is retried. */
export function giveBackUses(tx: Tx, tenantId: TenantId, orderId: string) {
  return repo.giveBackUses(tx, tenantId, orderId);
}

/** Count an order's uses again after they were given back (it was paid after all). */
export async function retakeUses(tx: Tx, tenantId: TenantId, orderId: string, userId: string | null, lines: readonly OrderDiscountLine[]) {
  for (const d of lines) await repo.retakeUse(tx, tenantId, { discountId: d.id, orderId, userId });
}
