import type { TenantId } from "./store";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { tenants } from "@/db/schema";
import type { TenantRef } from "./tenant-key";
import type { TenantRow } from "./schemas";

export async function findTenantByRef(ref: TenantRef): Promise<TenantRow | null> {
  const db = await getDb();
  const where = ref.mode === "domain" ? eq(tenants.customDomain, ref.domain) : eq(tenants.slug, ref.slug);
  const [row] = await db.select().from(tenants).where(where).limit(1);
  return row ?? null;
}

export async function updateTenant(id: TenantId, values: Partial<Omit<TenantRow, "id" | "createdAt">>): Promise<TenantRow | null> {
  const db = await getDb();
  const [row] = await db.update(tenants).set(values).where(eq(tenants.id, id)).returning();
  return row ?? null;
}

export async function listTenants(): Promise<TenantRow[]> {
  const db = await getDb();
  return db.select().from(tenants).orderBy(tenants.createdAt);
}
