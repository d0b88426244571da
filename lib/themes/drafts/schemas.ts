import { z } from "zod";

/**
 * The storefront's editable content: `{ content: {key: value}, sections: [...] }`.
 *   content   what the owner edited in place, keyed by the editable's id. A section's editables use
 *             `{sectionId}-{field}` (e.g. "s_ab12-title"); buttons store `{id}-label` and `{id}-url`.
 *   sections  the home page's blocks, in order: `{ id, type, content }`. A section's own content holds its
 *             settings (layout, collectionId, itemsToShow, ...) and the texts it starts with.
 * The same schemas check drafts and published content, in the browser and on the server.
 */

/**
 * "banners" (the store's hero banners, else the theme's hero) and "category-tabs" (the top categories, each with
 * its subcategories as tabs) are the live home's own blocks: with "categories" and "collections" they make up
 * the home a store shows before its owner publishes anything (lib/themes/drafts/home.ts).
 */
export const SECTION_TYPES = ["hero", "collection", "category", "image", "text", "columns", "collections", "categories", "banners", "category-tabs"] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

export const SECTION_HERO_LAYOUTS = ["full-rectangular", "half-rectangular", "half-square", "half-square-left"] as const;
export type SectionHeroLayout = (typeof SECTION_HERO_LAYOUTS)[number];

/** Fields whose value is rich text (HTML, sanitised on the server); every other text is plain. */
export const RICH_FIELDS = new Set(["text", "column1Text", "column2Text", "column3Text"]);
/** Fields whose value is a link or an image address. */
export const URL_FIELDS = new Set(["url", "buttonUrl", "imageSrc", "src"]);

export const MAX_SECTIONS = 40;
export const MAX_CONTENT_KEYS = 400;
export const MAX_ITEMS_TO_SHOW = 24;
const MAX_TEXT = 200;
const MAX_LONG_TEXT = 1000;
const MAX_RICH = 20_000;
const MAX_URL = 2048;

/**
 * A link or image address a page may carry: a path on this site ("/products", not "//evil.example") or an
 * http(s) URL. Anything else (javascript:, data:, vbscript:) could run script when clicked or rendered.
 */
export function isSafeUrl(value: string): boolean {
  const v = value.trim();
  if (v === "") return true;
  if (/[\u0000-\u001f\u007f]/.test(v)) return false;
  if (v.startsWith("/")) return !v.startsWith("//") && !v.startsWith("/\\");
  if (v.startsWith("#")) return true;
  try {
    const u = new URL(v);
    return u.protocol === "http:" || u.protocol === "https:";
  } catch {
    return false;
  }
}

const safeUrl = z.string().trim().max(MAX_URL, "URL is too long").refine(isSafeUrl, "Invalid URL");
const plain = (max = MAX_TEXT) => z.string().max(max, `At most ${max} characters`);

/** A section's settings and starting texts. Unknown keys are dropped. */
export const sectionContentSchema = z.object({
  layout: z.enum(SECTION_HERO_LAYOUTS).optional(),
  title: plain().optional(),
  subtitle: plain(MAX_LONG_TEXT).optional(),
  buttonText: plain(80).optional(),
  buttonUrl: safeUrl.optional(),
  imageSrc: safeUrl.optional(),
  imageAlt: plain(300).optional(),
  collectionId: z.uuid().nullable().optional(),
  categoryId: z.uuid().nullable().optional(),
  itemsToShow: z.number().int().min(1).max(MAX_ITEMS_TO_SHOW).default(4),
  showTitle: z.boolean().default(true),
  text: z.string().max(MAX_RICH).optional(),
  column1Title: plain().optional(),
  column1Text: z.string().max(MAX_RICH).optional(),
  column2Title: plain().optional(),
  column2Text: z.string().max(MAX_RICH).optional(),
  column3Title: plain().optional(),
  column3Text: z.string().max(MAX_RICH).optional(),
});
export type SectionContent = z.output<typeof sectionContentSchema>;

/** Section ids carry no "-", so a content key `{sectionId}-{field}` splits one way only. */
export const SECTION_ID = /^[A-Za-z0-9_]{1,40}$/;
const CONTENT_KEY = /^[A-Za-z0-9_]{1,60}(-[A-Za-z0-9_]{1,60}){0,4}$/;

export const sectionSchema = z.object({
  id: z.string().regex(SECTION_ID, "Invalid section id"),
  type: z.enum(SECTION_TYPES),
  content: sectionContentSchema.default({ itemsToShow: 4, showTitle: true }),
});
export type Section = z.output<typeof sectionSchema>;

/** The last part of a content key names what it holds ("s_1-buttonUrl" -> "buttonUrl", "hero-button-url" -> "url"). */
export const keyField = (key: string) => key.slice(key.lastIndexOf("-") + 1);

export const editableContentSchema = z
  .object({
    content: z.record(z.string().regex(CONTENT_KEY, "Invalid content key"), z.string().max(MAX_RICH)).default({}),
    sections: z.array(sectionSchema).max(MAX_SECTIONS, `At most ${MAX_SECTIONS} sections`).default([]),
  })
  .superRefine((v, ctx) => {
    const keys = Object.keys(v.content);
    if (keys.length > MAX_CONTENT_KEYS) ctx.addIssue({ code: "custom", path: ["content"], message: `At most ${MAX_CONTENT_KEYS} texts` });
    for (const key of keys) {
      const field = keyField(key);
      const value = v.content[key];
      if (URL_FIELDS.has(field) && !isSafeUrl(value)) ctx.addIssue({ code: "custom", path: ["content", key], message: "Invalid URL" });
      else if (!RICH_FIELDS.has(field) && value.length > MAX_LONG_TEXT) ctx.addIssue({ code: "custom", path: ["content", key], message: `At most ${MAX_LONG_TEXT} characters` });
    }
    const ids = new Set<string>();
    v.sections.forEach((s, i) => {
      if (ids.has(s.id)) ctx.addIssue({ code: "custom", path: ["sections", i, "id"], message: "Section ids must be unique" });
      ids.add(s.id);
    });
  });
export type EditableContent = z.output<typeof editableContentSchema>;

export const EMPTY_CONTENT: EditableContent = { content: {}, sections: [] };

/** Body of POST /api/themes/{themeId}/draft and /publish. */
export const editableContentBodySchema = z.object({ editable_content: editableContentSchema });

export const themeIdParamsSchema = z.object({ id: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, "Invalid theme id") });

/** What GET/POST draft answers: the draft, or the published content when there is no draft yet. */
export type ThemeDraft = {
  themeId: string;
  editable_content: EditableContent;
  /**
   * "draft": a saved draft; "published": no draft, this is what visitors see (the published sections, or the
   * default home composition when nothing was published). "empty" is no longer answered (kept for old clients).
   */
  source: "draft" | "published" | "empty";
  updatedAt: string | null;
};

/** Body of the owner's section preview: the sections whose products the editor needs. */
export const sectionsPreviewBodySchema = z.object({ sections: z.array(sectionSchema).max(MAX_SECTIONS) });
