import "server-only";
import type { Tx } from "@/db/client";
import { enqueueInventoryEvents } from "@/lib/activity/webhook-outbox";
import type { TenantId } from "@/lib/tenancy/store";
import { moveTrackedStock, stockOf, takeLine, variantsOfProducts } from "./repository";
import type { TakenProduct } from "./schemas";

/**
 * Stock, as the catalogue keeps it: per variant. Orders take and give back stock through these functions,
 * inside the order's own transaction (`tx`), so the stock and the order commit or roll back together; no
 * other slice writes `product_variants.quantity`.
 */
export type StockLine = { productId: string; variantId: string; quantity: number };

/** Why a line could not be taken: the product is gone or inactive, or fewer are left than asked. */
export type StockShortage = { kind: "unavailable" } | { kind: "short"; name: string; left: number };

/** Thrown by takeStock to roll the caller's transaction back; the caller turns it into its answer. */
export class StockShortageError extends Error {
  constructor(readonly shortage: StockShortage) {
    super("stock shortage");
    this.name = "StockShortageError";
  }
}

/**
 * Rows are always locked in (product, variant) order: taking a variant's stock also locks its product's
 * row (the summary trigger), so two transactions taking variants of the same products never deadlock.
 */
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
function inLockOrder<T extends { productId: string; variantId: string }>(lines: readonly T[]): T[] {
  return [...lines].sort((a, b) => cmp(a.productId, b.productId) || cmp(a.variantId, b.variantId));
}

/** A line as a cart or an API client names it: the variant is optional for a product that has only one. */
export type RequestedLine = { productId: string; variantId?: string | null; quantity: number };
/** Why a requested line names no variant it can buy, keyed by the line's index ("items.2.variantId"). */
export type LineProblem = { index: number; message: string };

/**
 * Resolve each requested line to a variant of this store's product: the named one (it must be one of the
 * product's), or the product's only variant. Lines of the same variant are merged. A product that is not
 * this store's resolves to nothing here (taking its stock then answers "no longer available"); a product
 * with several variants and none named, or a variant of another product, is a problem of that line.
 */
export async function resolveLines(
  tx: Tx | null,
  tenantId: TenantId,
  requested: readonly RequestedLine[],
): Promise<{ lines: StockLine[]; unknown: string[]; problems: LineProblem[] }> {
  const variants = await variantsOfProducts(tx, tenantId, [...new Set(requested.map((r) => r.productId))]);
  const byProduct = new Map<string, typeof variants>();
  for (const v of variants) byProduct.set(v.productId, [...(byProduct.get(v.productId) ?? []), v]);
  const merged = new Map<string, StockLine>();
  const unknown: string[] = [];
  const problems: LineProblem[] = [];
  requested.forEach((r, index) => {
    const list = byProduct.get(r.productId);
    if (!list) {
      unknown.push(r.productId);
      return;
    }
    let variantId: string | undefined;
    if (r.variantId) {
      if (!list.some((v) => v.id === r.variantId)) problems.push({ index, message: `This option of ${list[0].name} is no longer available` });
      else variantId = r.variantId;
    } else if (list.length === 1) variantId = list[0].id;
    else problems.push({ index, message: `Choose the options of ${list[0].name}` });
    if (!variantId) return;
    const line = merged.get(variantId);
    if (line) line.quantity += r.quantity;
    else merged.set(variantId, { productId: r.productId, variantId, quantity: r.quantity });
  });
  return { lines: [...merged.values()], unknown, problems };
}

/**
 * Take every line's stock, or throw StockShortageError after the first line that cannot be taken (the
 * caller's transaction then rolls back what was taken before it). Stock never goes below zero, however
 * many shoppers race for the last item: each line is one conditional UPDATE on a locked row.
 */
export async function takeStock(tx: Tx, tenantId: TenantId, lines: readonly StockLine[]): Promise<Map<string, TakenProduct>> {
  const taken = new Map<string, TakenProduct>();
  for (const line of inLockOrder(lines)) {
    const row = await takeLine(tx, tenantId, line.productId, line.variantId, line.quantity);
    if (!row) {
      const p = await stockOf(tx, tenantId, line.variantId);
      if (!p || p.status !== "active") throw new StockShortageError({ kind: "unavailable" });
      throw new StockShortageError({ kind: "short", name: p.title ? `${p.name} — ${p.title}` : p.name, left: p.quantity });
    }
    taken.set(row.variantId, row);
  }
  await enqueueInventoryEvents(tx, tenantId, lines.map((l) => l.productId));
  return taken;
}

type OrderLine = { productId: string | null; variantId: string | null; quantity: number };
const withVariant = (lines: readonly OrderLine[]) =>
  lines.filter((x): x is StockLine => !!x.variantId).map((x) => ({ ...x, productId: x.productId ?? "" }));

/** Give the lines' stock back (tracked variants only; a deleted variant's line is skipped). */
export async function releaseStock(tx: Tx, tenantId: TenantId, lines: readonly OrderLine[]) {
  const moved = inLockOrder(withVariant(lines));
  for (const l of moved) await moveTrackedStock(tx, tenantId, l.variantId, l.quantity);
  await enqueueInventoryEvents(tx, tenantId, moved.map((l) => l.productId));
}

/** Take given-back stock again for an order that was paid after all (never below zero). */
export async function retakeStock(tx: Tx, tenantId: TenantId, lines: readonly OrderLine[]) {
  const moved = inLockOrder(withVariant(lines));
  for (const l of moved) await moveTrackedStock(tx, tenantId, l.variantId, -l.quantity);
  await enqueueInventoryEvents(tx, tenantId, moved.map((l) => l.productId));
}
