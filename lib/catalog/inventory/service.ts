import "server-only";
import type { Tx } from "@/db/client";
import type { TenantId } from "@/lib/tenancy/store";
import { moveTrackedStock, stockOf, takeLine } from "./repository";
import type { TakenProduct } from "./schemas";

/**
 * Stock, as the catalogue keeps it. Orders take and give back stock through these functions, inside the
 * order's own transaction (`tx`), so the stock and the order commit or roll back together; no other slice
 * writes `products.quantity`.
 */
export type StockLine = { productId: string; quantity: number };

/** Why a line could not be taken: the product is gone or inactive, or fewer are left than asked. */
export type StockShortage = { kind: "unavailable" } | { kind: "short"; name: string; left: number };

/** Thrown by takeStock to roll the caller's transaction back; the caller turns it into its answer. */
export class StockShortageError extends Error {
  constructor(readonly shortage: StockShortage) {
    super("stock shortage");
    this.name = "StockShortageError";
  }
}

/** Rows are always locked in product-id order, so two transactions taking the same products never deadlock. */
function byProduct<T extends StockLine>(lines: readonly T[]): T[] {
  return [...lines].sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
}

/**
 * Take every line's stock, or throw StockShortageError after the first line that cannot be taken (the
 * caller's transaction then rolls back what was taken before it). Stock never goes below zero, however
 * many shoppers race for the last item: each line is one conditional UPDATE on a locked row.
 */
export async function takeStock(tx: Tx, tenantId: TenantId, lines: readonly StockLine[]): Promise<Map<string, TakenProduct>> {
  const taken = new Map<string, TakenProduct>();
  for (const line of byProduct(lines)) {
    const row = await takeLine(tx, tenantId, line.productId, line.quantity);
    if (!row) {
      const p = await stockOf(tx, tenantId, line.productId);
      if (!p || p.status !== "active") throw new StockShortageError({ kind: "unavailable" });
      throw new StockShortageError({ kind: "short", name: p.name, left: p.quantity });
    }
    taken.set(row.id, row);
  }
  return taken;
}

/** Give the lines' stock back (tracked products only; a deleted product's line is skipped). */
export async function releaseStock(tx: Tx, tenantId: TenantId, lines: readonly { productId: string | null; quantity: number }[]) {
  for (const l of byProduct(lines.filter((x): x is StockLine => !!x.productId))) await moveTrackedStock(tx, tenantId, l.productId, l.quantity);
}

/** Take given-back stock again for an order that was paid after all (never below zero). */
export async function retakeStock(tx: Tx, tenantId: TenantId, lines: readonly { productId: string | null; quantity: number }[]) {
  for (const l of byProduct(lines.filter((x): x is StockLine => !!x.productId))) await moveTrackedStock(tx, tenantId, l.productId, -l.quantity);
}
