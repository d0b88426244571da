import { and, desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { products } from "@/db/schema";

/** Catalogue reads; the tenant is in every WHERE. Shoppers only ever get active products. */
export async function listActiveProducts(tenantId: string, limit = 24) {
  const db = await getDb();
  return db
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.status, "active")))
    .orderBy(desc(products.createdAt))
    .limit(limit);
}
