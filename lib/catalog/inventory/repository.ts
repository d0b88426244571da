import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { products, productVariants } from "@/db/schema";
import type { TenantId } from "@/lib/tenancy/store";
import type { TakenProduct } from "./schemas";

/**
 * Stock on the product_variants table: the catalogue's only SQL that moves `product_variants.quantity`
 * (the product's summary follows by trigger, migration 0005).
 */

/**
 * Take `quantity` of a variant of an active product, or nothing: a conditional UPDATE (`quantity >= n` for
 * tracked variants) that locks the variant's row until the caller's transaction ends. Null when the variant
 * is missing, not of this product or store, its product inactive, or short.
 */
export async function takeLine(tx: Tx, tenantId: TenantId, productId: string, variantId: string, quantity: number): Promise<TakenProduct | null> {
  const [row] = await tx
    .update(productVariants)
    .set({ quantity: sql`case when ${productVariants.trackQuantity} then ${productVariants.quantity} - ${quantity} else ${productVariants.quantity} end` })
    .from(products)
    .where(
      and(
        eq(productVariants.id, variantId),
        eq(productVariants.tenantId, tenantId),
        eq(productVariants.productId, productId),
        eq(products.id, productVariants.productId),
        eq(products.tenantId, tenantId),
        eq(products.status, "active"),
        sql`(not ${productVariants.trackQuantity} or ${productVariants.quantity} >= ${quantity})`,
      ),
    )
    .returning({
      id: products.id,
      name: products.name,
      variantId: productVariants.id,
      variantTitle: sql<string | null>`case when jsonb_array_length(${products.options}) > 0 then ${productVariants.title} end`,
      sku: productVariants.sku,
      price: productVariants.price,
      image: sql<string | null>`coalesce(${productVariants.image}, ${products.images}[1])`,
      taxRuleId: products.taxRuleId,
      taxable: products.taxable,
      trackQuantity: productVariants.trackQuantity,
      // What is left of the variant after this take (the owner's low-stock alert watches it cross 5).
      quantity: productVariants.quantity,
    });
  return row ?? null;
}

/** The variant's stock, its product's name and status, to say why a line could not be taken. */
export async function stockOf(tx: Tx, tenantId: TenantId, variantId: string) {
  const [p] = await tx
    .select({
      name: products.name,
      title: sql<string | null>`case when jsonb_array_length(${products.options}) > 0 then ${productVariants.title} end`,
      quantity: productVariants.quantity,
      status: products.status,
    })
    .from(productVariants)
    .innerJoin(products, and(eq(products.tenantId, productVariants.tenantId), eq(products.id, productVariants.productId)))
    .where(and(eq(productVariants.id, variantId), eq(productVariants.tenantId, tenantId), eq(products.tenantId, tenantId)))
    .limit(1);
  return p ?? null;
}

/** The variants of these products (this store's only), with the product's name: to resolve order lines. */
export async function variantsOfProducts(tx: Tx | null, tenantId: TenantId, productIds: string[]) {
  if (productIds.length === 0) return [];
  const db = tx ?? (await getDb());
  return db
    .select({ id: productVariants.id, productId: productVariants.productId, name: products.name, position: productVariants.position })
    .from(productVariants)
    .innerJoin(products, and(eq(products.tenantId, productVariants.tenantId), eq(products.id, productVariants.productId)))
    .where(and(eq(productVariants.tenantId, tenantId), eq(products.tenantId, tenantId), inArray(productVariants.productId, productIds)));
}

/**
 * Move a tracked variant's stock by `delta` (positive gives back, negative takes again). Taking again
 * never goes below zero: it follows a payment that arrived for an order whose stock had been given back,
 * and the money is already taken, so the order is honoured even if the shelf was sold meanwhile.
 */
export async function moveTrackedStock(tx: Tx, tenantId: TenantId, variantId: string, delta: number) {
  const quantity = delta >= 0 ? sql`${productVariants.quantity} + ${delta}` : sql`greatest(${productVariants.quantity} - ${-delta}, 0)`;
  await tx
    .update(productVariants)
    .set({ quantity })
    .where(and(eq(productVariants.id, variantId), eq(productVariants.tenantId, tenantId), eq(productVariants.trackQuantity, true)));
}
