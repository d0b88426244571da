import { sql } from "drizzle-orm";
import { index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { tenantId } from "./_shared";
import { tenants } from "./platform";

/**
 * The merchant's own content in other languages (issue 44, record 0161): one row per translated field, keyed
 * (store, resource type, language, resource, field). A field with no row falls back to the resource's own
 * (default language) value. Store-owned: distributed by tenant_id on Citus (record 0138).
 *
 * The key's order serves every read: a resource in one language (the storefront, the Translate tab), a language's
 * whole export, a store's completeness counts; product names are searched in a language through the trigram index.
 */
export const translations = pgTable(
  "translations",
  {
    tenantId: tenantId(() => tenants.id),
    /** product, category, collection, page, menu-item, hero-banner (lib/translations/fields.ts). */
    resourceType: text("resource_type").notNull(),
    language: text("language").notNull(),
    resourceId: uuid("resource_id").notNull(),
    /** The resource's own API field name (`name`, `title`, `label`; a product option `options.Size`, its value `options.Size.Red`). */
    field: text("field").notNull(),
    value: text("value").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "translations_pkey", columns: [t.tenantId, t.resourceType, t.language, t.resourceId, t.field] }),
    index("translations_product_name_trgm_idx")
      .using("gin", sql`lower(${t.value}) gin_trgm_ops`)
      .where(sql`${t.resourceType} = 'product' and ${t.field} = 'name'`),
  ],
);

export type TranslationRow = typeof translations.$inferSelect;
