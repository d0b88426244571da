import "server-only";
import { and, asc, eq, ne } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { categories } from "@/db/schema";
import type { TenantId } from "@/lib/tenancy/store";

/**
 * Categories: the only Drizzle code for these tables. Every query has the store's id in its WHERE clause; the
 * id always comes from the resolved store (ctx.store), never from request input.
 */

type CategoryInsert = typeof categories.$inferInsert;

export async function listCategories(tenantId: TenantId, opts: { activeOnly: boolean }) {
  const db = await getDb();
  const where = [eq(categories.tenantId, tenantId)];
  if (opts.activeOnly) where.push(eq(categories.isActive, true));
  return db
    .select()
    .from(categories)
    .where(and(...where))
    .orderBy(asc(categories.sortOrder), asc(categories.name));
}

export async function findCategory(tenantId: TenantId, id: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.tenantId, tenantId), eq(categories.id, id)))
    .limit(1);
  return row ?? null;
}

export async function categorySlugTaken(tenantId: TenantId, slug: string, exceptId?: string) {
  const db = await getDb();
  const where = [eq(categories.tenantId, tenantId), eq(categories.slug, slug)];
  if (exceptId) where.push(ne(categories.id, exceptId));
  const [row] = await db.select({ id: categories.id }).from(categories).where(and(...where)).limit(1);
  return !!row;
}

export async function insertCategory(tenantId: TenantId, values: Omit<CategoryInsert, "tenantId" | "id">, tx?: Tx) {
  const db = tx ?? (await getDb());
  const [row] = await db
    .insert(categories)
    .values({ ...values, tenantId })
    .returning();
  return row;
}

export async function updateCategory(tenantId: TenantId, id: string, values: Partial<Omit<CategoryInsert, "tenantId" | "id">>, tx?: Tx) {
  const db = tx ?? (await getDb());
  const [row] = await db
    .update(categories)
    .set(values)
    .where(and(eq(categories.tenantId, tenantId), eq(categories.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteCategory(tenantId: TenantId, id: string, tx?: Tx) {
  const db = tx ?? (await getDb());
  const rows = await db
    .delete(categories)
    .where(and(eq(categories.tenantId, tenantId), eq(categories.id, id)))
    .returning();
  return rows[0] ?? null;
}

/** Every category of the store as the smart-collection evaluator's tree nodes. */
export async function listCategoryNodes(tenantId: TenantId, tx?: Tx) {
  const db = tx ?? (await getDb());
  return db
    .select({ id: categories.id, name: categories.name, slug: categories.slug, parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.tenantId, tenantId));
}
