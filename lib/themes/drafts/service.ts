import "server-only";
import { withActivity } from "@/lib/activity/record";
import { sanitizeRichText } from "@/lib/sanitize";
import { invalidateStore } from "@/lib/cache/tags";
import { loadCategoryTree, loadCollections } from "@/lib/storefront/service";
import type { TenantId } from "@/lib/tenancy/store";
import { homeComposition } from "./home";
import * as repo from "./repository";
import { EMPTY_CONTENT, editableContentSchema, keyField, RICH_FIELDS, type EditableContent, type ThemeDraft } from "./schemas";

/**
 * Drafts and publishing of the storefront's editable content (owner only; the routes check that).
 * A draft is the owner's preview and is read only through the owner's API; publishing copies it into
 * the theme's settings, which the storefront renders for everybody, and expires only this store's cache.
 */

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/**
 * Makes checked content safe to store and render: rich text sanitised, and collection/category ids that are
 * not this store's (active) ones cleared, so a section can never show another store's products.
 */
export async function normalize(tenantId: TenantId, input: EditableContent): Promise<EditableContent> {
  const needsIds = input.sections.some((s) => s.content.collectionId || s.content.categoryId);
  const [collections, tree] = needsIds ? await Promise.all([loadCollections(tenantId), loadCategoryTree(tenantId)]) : [[], { categories: [] }];
  const collectionIds = new Set(collections.map((c) => c.id));
  const categoryIds = new Set(tree.categories.map((c) => c.id));

  const content: Record<string, string> = {};
  for (const [key, value] of Object.entries(input.content)) content[key] = RICH_FIELDS.has(keyField(key)) ? sanitizeRichText(value) : value;

  const sections = input.sections.map((s) => {
    const c = { ...s.content };
    for (const f of RICH_FIELDS) {
      const v = c[f as keyof typeof c];
      if (typeof v === "string") (c as Record<string, unknown>)[f] = sanitizeRichText(v);
    }
    if (c.collectionId && !collectionIds.has(c.collectionId)) c.collectionId = null;
    if (c.categoryId && !categoryIds.has(c.categoryId)) c.categoryId = null;
    return { ...s, content: c };
  });
  return { content, sections };
}

/** Stored JSON read back: checked again (it may predate today's rules), invalid parts give nothing. */
function parseStored(value: unknown): EditableContent {
  const r = editableContentSchema.safeParse(value);
  return r.success ? r.data : EMPTY_CONTENT;
}

/** Published content as stored, re-sanitised for rendering. */
export async function loadPublished(tenantId: TenantId, themeId: string): Promise<EditableContent> {
  return publishedFrom((await repo.findPublished(tenantId, themeId))?.value ?? null);
}

/** Stored published content (settings_data.editableContent, or null) as the storefront renders it. */
export function publishedFrom(value: unknown): EditableContent {
  if (value == null) return EMPTY_CONTENT;
  const parsed = parseStored(value);
  const content = Object.fromEntries(Object.entries(parsed.content).map(([k, v]) => [k, RICH_FIELDS.has(keyField(k)) ? sanitizeRichText(v) : v]));
  const sections = parsed.sections.map((s) => {
    const c: Record<string, unknown> = { ...s.content };
    for (const f of RICH_FIELDS) if (typeof c[f] === "string") c[f] = sanitizeRichText(c[f] as string);
    return { ...s, content: c as typeof s.content };
  });
  return { content, sections };
}

/**
 * GET draft: the saved draft, else the home exactly as visitors get it: what is published or, when nothing
 * is, the default composition the home page renders (lib/themes/drafts/home.ts). Either way the owner
 * starts from what is live, so publishing an untouched draft changes nothing.
 */
export async function getDraft(tenantId: TenantId, themeId: string): Promise<ThemeDraft> {
  const draft = await repo.findDraft(tenantId, themeId);
  if (draft) return { themeId, editable_content: homeComposition(parseStored(draft.editableContent)), source: "draft", updatedAt: iso(draft.updatedAt) };
  const published = await repo.findPublished(tenantId, themeId);
  return { themeId, editable_content: homeComposition(published ? parseStored(published.value) : EMPTY_CONTENT), source: "published", updatedAt: iso(published?.updatedAt) };
}

/** Save Draft: the owner's preview only; the storefront and its cache are untouched. */
export async function saveDraft(tenantId: TenantId, themeId: string, input: EditableContent): Promise<ThemeDraft> {
  const content = await normalize(tenantId, input);
  const row = await withActivity(tenantId, (tx) => repo.upsertDraft(tenantId, themeId, content, tx), () => ({ action: "theme.draft_saved", resourceType: "theme", resourceId: themeId, summary: `saved a draft of the ${themeId} theme's home page` }));
  return { themeId, editable_content: content, source: "draft", updatedAt: iso(row.updatedAt) };
}

/** Publish: live for every visitor; expires this store's cached pages (and no other store's). */
export async function publish(tenantId: TenantId, themeId: string, input: EditableContent): Promise<ThemeDraft> {
  const content = await normalize(tenantId, input);
  const row = await withActivity(tenantId, (tx) => repo.publish(tenantId, themeId, content, tx), () => ({ action: "theme.published", resourceType: "theme", resourceId: themeId, summary: `published the ${themeId} theme's home page` }));
  invalidateStore(tenantId);
  return { themeId, editable_content: content, source: "draft", updatedAt: iso(row.updatedAt) };
}

/** The hero-banners slice owns that table: the sections demo asks it. */
