import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { themeSettings } from "@/db/schema";
import type { TenantId } from "@/lib/tenancy/store";

/** theme_settings: one row per (store, theme); the tenant is in every WHERE. */

export async function findThemeSettings(tenantId: TenantId, themeId: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(themeSettings)
    .where(and(eq(themeSettings.tenantId, tenantId), eq(themeSettings.themeId, themeId)))
    .limit(1);
  return row ?? null;
}

type Columns = { primaryColor?: string | null; secondaryColor?: string | null; fontFamily?: string; favicon?: string | null; siteLogo?: string | null };

/**
 * Saves the customizer's settings under settings_data.settings only: other keys of settings_data (the
 * storefront editor's published content) are merged around, never overwritten. The summary columns are
 * kept in step in the same statement.
 */
export async function saveCustomizerSettings(tenantId: TenantId, themeId: string, settings: Record<string, unknown>, columns: Columns, tx?: Tx) {
  const db = tx ?? (await getDb());
  const json = JSON.stringify(settings);
  const [row] = await db
    .insert(themeSettings)
    .values({ tenantId, themeId, settingsData: { settings }, ...columns })
    .onConflictDoUpdate({
      target: [themeSettings.tenantId, themeSettings.themeId],
      set: {
        ...columns,
        settingsData: sql`jsonb_set(coalesce(${themeSettings.settingsData}, '{}'::jsonb), '{settings}', ${json}::jsonb)`,
        updatedAt: new Date(),
      },
    })
    .returning();
  return row;
}
