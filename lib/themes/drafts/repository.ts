import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { themeDrafts, themeSettings } from "@/db/schema";
import type { TenantId } from "@/lib/tenancy/store";
import type { EditableContent } from "./schemas";

/**
 * Drafts live in `theme_drafts` (one per store and theme); published content in
 * `theme_settings.settings_data.editableContent`, beside the customizer's `settings` key, which these
 * writes never touch (the JSON is merged, not replaced). The tenant is in every WHERE.
 */

export async function findDraft(tenantId: TenantId, themeId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ editableContent: themeDrafts.editableContent, updatedAt: themeDrafts.updatedAt })
    .from(themeDrafts)
    .where(and(eq(themeDrafts.tenantId, tenantId), eq(themeDrafts.themeId, themeId)))
    .limit(1);
  return row ?? null;
}

/** The published editable content of a theme (unchecked JSON), or null. */
export async function findPublished(tenantId: TenantId, themeId: string): Promise<{ value: unknown; updatedAt: Date } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ value: sql<unknown>`${themeSettings.settingsData} -> 'editableContent'`, updatedAt: themeSettings.updatedAt })
    .from(themeSettings)
    .where(and(eq(themeSettings.tenantId, tenantId), eq(themeSettings.themeId, themeId)))
    .limit(1);
  return row && row.value != null ? row : null;
}

type Tx = Parameters<Parameters<Awaited<ReturnType<typeof getDb>>["transaction"]>[0]>[0];

// The times in DO UPDATE SET are the app's (new Date()), not now(): Citus plans an upsert on a distributed table
// only with immutable functions there (record 0138).
async function upsertDraftIn(db: Tx | Awaited<ReturnType<typeof getDb>>, tenantId: TenantId, themeId: string, content: EditableContent) {
  const [row] = await db
    .insert(themeDrafts)
    .values({ tenantId, themeId, editableContent: content })
    .onConflictDoUpdate({ target: [themeDrafts.tenantId, themeDrafts.themeId], set: { editableContent: content, updatedAt: new Date() } })
    .returning({ editableContent: themeDrafts.editableContent, updatedAt: themeDrafts.updatedAt });
  return row;
}

export async function upsertDraft(tenantId: TenantId, themeId: string, content: EditableContent, tx?: Tx) {
  return upsertDraftIn(tx ?? (await getDb()), tenantId, themeId, content);
}

/** Publishes: merges `editableContent` into the theme's settings JSON and makes the draft the same, in one transaction. */
export async function publish(tenantId: TenantId, themeId: string, content: EditableContent, tx?: Tx) {
  const db = tx ?? (await getDb());
  return db.transaction(async (tx) => {
    const json = JSON.stringify(content);
    await tx
      .insert(themeSettings)
      .values({ tenantId, themeId, settingsData: { editableContent: content } })
      .onConflictDoUpdate({
        target: [themeSettings.tenantId, themeSettings.themeId],
        set: {
          settingsData: sql`jsonb_set(coalesce(${themeSettings.settingsData}, '{}'::jsonb), '{editableContent}', ${json}::jsonb)`,
          updatedAt: new Date(),
        },
      });
    return upsertDraftIn(tx, tenantId, themeId, content);
  });
}
