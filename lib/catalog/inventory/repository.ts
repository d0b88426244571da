import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { products } from "@/db/schema";
import type { TenantId } from "@/lib/tenancy/store";
import type { TakenProduct } from "./schemas";

/** Stock on the products table: the catalogue's only SQL that moves `products.quantity`. */

/**
 * Take `quantity` of an active product, or nothing: a conditional UPDATE (`quantity >= n` for tracked
 * products) that locks the row until the caller's transaction ends. Null when the product is missing,
 * inactive, of another store, or short.
 */
export async function takeLine(tx: Tx, tenantId: TenantId, productId: string, quantity: number): Promise<TakenProduct | null> {
  const [row] = await tx
    .update(products)
    .set({ quantity: sql`case when ${products.trackQuantity} then ${products.quantity} - ${quantity} else ${products.quantity} end` })
    .where(
      and(
        eq(products.id, productId),
        eq(products.tenantId, tenantId),
        eq(products.status, "active"),
        sql`(not ${products.trackQuantity} or ${products.quantity} >= ${quantity})`,
      ),
    )
    .returning({
      id: products.id,
      name: products.name,
      price: products.price,
      images: products.images,
      taxRuleId: products.taxRuleId,
      taxable: products.taxable,
      trackQuantity: products.trackQuantity,
      quantity: products.quantity,
    });
  return row ?? null;
}

/** The product's name, stock and status, to say why a line could not be taken. */
export async function stockOf(tx: Tx, tenantId: TenantId, productId: string) {
  const [p] = await tx
    .select({ name: products.name, quantity: products.quantity, status: products.status })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.tenantId, tenantId)))
    .limit(1);
  return p ?? null;
}

/**
 * Move a tracked product's stock by `delta` (positive gives back, negative takes again). Taking again
 * never goes below zero: it follows a payment that arrived for an order whose stock had been given back,
 * and the money is already taken, so the order is honoured even if the shelf was sold meanwhile.
 */
export async function moveTrackedStock(tx: Tx, tenantId: TenantId, productId: string, delta: number) {
  const quantity = delta >= 0 ? sql`${products.quantity} + ${delta}` : sql`greatest(${products.quantity} - ${-delta}, 0)`;
  await tx
    .update(products)
    .set({ quantity })
    .where(and(eq(products.id, productId), eq(products.tenantId, tenantId), eq(products.trackQuantity, true)));
}
