import "server-only";
import { and, asc, eq, gt, inArray, sql, type SQL } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { categories, collections, heroBanners, menuItems, pages, products, translations } from "@/db/schema";
import type { TenantId } from "@/lib/tenancy/store";
import { optionField, TRANSLATABLE, type ResourceType } from "./fields";

/** Translations' reads and writes (record 0161); every statement names the store (one shard on Citus). */

type Texts = Record<string, string | null | undefined>;

/** The default language's text of each translatable field of one resource row; empty fields left out. */
function defaultsOfRow(type: ResourceType, row: Texts & { options?: unknown }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of TRANSLATABLE[type].fields) {
    const v = row[f.name];
    if (typeof v === "string" && v.trim()) out[f.name] = v;
  }
  if (type === "product" && Array.isArray(row.options)) {
    for (const o of row.options as { name: string; values: string[] }[]) {
      if (!o.name) continue;
      out[optionField(o.name)] = o.name;
      for (const v of o.values ?? []) if (v) out[optionField(o.name, v)] = v;
    }
  }
  return out;
}

const SOURCES = {
  product: { table: products, columns: { name: products.name, shortDescription: products.shortDescription, description: products.description, seoTitle: products.seoTitle, seoDescription: products.seoDescription, options: products.options } },
  category: { table: categories, columns: { name: categories.name, description: categories.description, seoTitle: categories.seoTitle, seoDescription: categories.seoDescription } },
  collection: { table: collections, columns: { name: collections.name, description: collections.description, seoTitle: collections.seoTitle, seoDescription: collections.seoDescription } },
  page: { table: pages, columns: { title: pages.title, content: pages.content, metaDescription: pages.metaDescription } },
  "menu-item": { table: menuItems, columns: { label: menuItems.label } },
  "hero-banner": { table: heroBanners, columns: { title: heroBanners.title, subtitle: heroBanners.subtitle, buttonLabel: heroBanners.buttonLabel } },
} as const;

function source(type: ResourceType) {
  const s = SOURCES[type];
  const t = s.table as unknown as { id: typeof products.id; tenantId: typeof products.tenantId };
  return { table: s.table, id: t.id, tenantId: t.tenantId, columns: s.columns };
}

/** The resource's default texts, or null when the store has no such resource. */
export async function defaultsOf(tenantId: TenantId, type: ResourceType, id: string, tx?: Tx): Promise<Record<string, string> | null> {
  const db = tx ?? (await getDb());
  const s = source(type);
  const [row] = await db
    .select(s.columns as never)
    .from(s.table as never)
    .where(and(eq(s.tenantId, tenantId), eq(s.id, id)))
    .limit(1);
  return row ? defaultsOfRow(type, row as Texts) : null;
}

/** The default texts of several resources of a type (the import), by id; ids not of the store are absent. */
export async function defaultsOfMany(tenantId: TenantId, type: ResourceType, ids: string[]): Promise<Map<string, Record<string, string>>> {
  const out = new Map<string, Record<string, string>>();
  if (!ids.length) return out;
  const db = await getDb();
  const s = source(type);
  const rows = (await db
    .select({ ...s.columns, id: s.id } as never)
    .from(s.table as never)
    .where(and(eq(s.tenantId, tenantId), inArray(s.id, ids)))) as unknown as (Texts & { id: string })[];
  for (const r of rows) out.set(r.id, defaultsOfRow(type, r));
  return out;
}

/** Every resource of a type with its default texts, in id order, `size` at a time (the export). */
export async function* defaultsBatches(tenantId: TenantId, type: ResourceType, size = 500): AsyncGenerator<{ id: string; defaults: Record<string, string> }[]> {
  const db = await getDb();
  const s = source(type);
  let after: string | null = null;
  for (;;) {
    const where: SQL | undefined = after ? and(eq(s.tenantId, tenantId), gt(s.id, after)) : eq(s.tenantId, tenantId);
    const rows = (await db
      .select({ ...s.columns, id: s.id } as never)
      .from(s.table as never)
      .where(where)
      .orderBy(asc(s.id))
      .limit(size)) as unknown as (Texts & { id: string })[];
    if (!rows.length) return;
    yield rows.map((r) => ({ id: r.id, defaults: defaultsOfRow(type, r) }));
    if (rows.length < size) return;
    after = rows[rows.length - 1].id;
  }
}

/** The stored translations of resources of one type in one language: id → field → text. */
export async function translationsOf(tenantId: TenantId, type: ResourceType, language: string, ids: string[], tx?: Tx): Promise<Map<string, Record<string, string>>> {
  const out = new Map<string, Record<string, string>>();
  if (!ids.length) return out;
  const db = tx ?? (await getDb());
  const rows = await db
    .select({ resourceId: translations.resourceId, field: translations.field, value: translations.value })
    .from(translations)
    .where(and(eq(translations.tenantId, tenantId), eq(translations.resourceType, type), eq(translations.language, language), inArray(translations.resourceId, ids)));
  for (const r of rows) {
    const m = out.get(r.resourceId) ?? {};
    m[r.field] = r.value;
    out.set(r.resourceId, m);
  }
  return out;
}

export type TranslationChange = { resourceId: string; field: string; value: string | null };

/**
 * Applies changes (a null value removes the field's translation) in the caller's transaction; answers what was
 * written and removed, leaving equal texts alone (an import run twice changes nothing the second time).
 */
export async function applyChanges(tx: Tx, tenantId: TenantId, type: ResourceType, language: string, changes: TranslationChange[]): Promise<{ written: TranslationChange[]; removed: TranslationChange[] }> {
  const before = await translationsOf(tenantId, type, language, [...new Set(changes.map((c) => c.resourceId))], tx);
  const written: TranslationChange[] = [];
  const removed: TranslationChange[] = [];
  for (const c of changes) {
    const now = before.get(c.resourceId)?.[c.field];
    if (c.value === null) {
      if (now === undefined) continue;
      await tx
        .delete(translations)
        .where(and(eq(translations.tenantId, tenantId), eq(translations.resourceType, type), eq(translations.language, language), eq(translations.resourceId, c.resourceId), eq(translations.field, c.field)));
      removed.push(c);
    } else if (now !== c.value) {
      await tx
        .insert(translations)
        .values({ tenantId, resourceType: type, language, resourceId: c.resourceId, field: c.field, value: c.value })
        .onConflictDoUpdate({ target: [translations.tenantId, translations.resourceType, translations.language, translations.resourceId, translations.field], set: { value: c.value, updatedAt: sql`excluded.updated_at` } });
      written.push(c);
    }
  }
  return { written, removed };
}

/** Translated fields per language, counting only those of resources that still exist. */
export async function translatedCounts(tenantId: TenantId): Promise<Map<string, number>> {
  const db = await getDb();
  const out = new Map<string, number>();
  for (const type of Object.keys(SOURCES) as ResourceType[]) {
    const s = source(type);
    const rows = (await db
      .select({ language: translations.language, n: sql<number>`count(*)::int` })
      .from(translations)
      .innerJoin(s.table as never, and(eq(s.tenantId, translations.tenantId), eq(s.id, translations.resourceId)))
      .where(and(eq(translations.tenantId, tenantId), eq(translations.resourceType, type)))
      .groupBy(translations.language)) as unknown as { language: string; n: number }[];
    for (const r of rows) out.set(r.language, (out.get(r.language) ?? 0) + Number(r.n));
  }
  return out;
}

/** How many translatable fields the store's content has (non-empty default texts, options included). */
export async function translatableCount(tenantId: TenantId): Promise<number> {
  let total = 0;
  for (const type of Object.keys(SOURCES) as ResourceType[]) {
    for await (const batch of defaultsBatches(tenantId, type, 2000)) for (const r of batch) total += Object.keys(r.defaults).length;
  }
  return total;
}

/**
 * The translations of resources of several types in one language, in one statement (a storefront read in a
 * language, record 0164): one range of the key per type, `(type, ids)` pairs with no ids left out. type → id → fields.
 */
export async function translationsOfTypes(tenantId: TenantId, language: string, wants: { type: ResourceType; ids: string[] }[]): Promise<Map<ResourceType, Map<string, Record<string, string>>>> {
  const out = new Map<ResourceType, Map<string, Record<string, string>>>();
  const live = wants.filter((w) => w.ids.length > 0);
  if (!live.length) return out;
  const db = await getDb();
  const ranges = live.map((w) => sql`(${translations.resourceType} = ${w.type} and ${translations.resourceId} = any(${`{${[...new Set(w.ids)].join(",")}}`}::uuid[]))`);
  const rows = await db
    .select({ type: translations.resourceType, resourceId: translations.resourceId, field: translations.field, value: translations.value })
    .from(translations)
    .where(and(eq(translations.tenantId, tenantId), eq(translations.language, language), sql`(${sql.join(ranges, sql` or `)})`));
  for (const r of rows) {
    const byId = out.get(r.type as ResourceType) ?? new Map<string, Record<string, string>>();
    const m = byId.get(r.resourceId) ?? {};
    m[r.field] = r.value;
    byId.set(r.resourceId, m);
    out.set(r.type as ResourceType, byId);
  }
  return out;
}
