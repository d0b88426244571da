import { endpoint } from "@/lib/endpoint";
import type { editableContentBodySchema, sectionsPreviewBodySchema, ThemeDraft, themeIdParamsSchema } from "./drafts/schemas";
import type { SectionsData } from "./drafts/view-types";
import type { ThemeSchema } from "./registry";
import type { customizeThemeSchema, selectThemeSchema, ThemeData, themeParamsSchema, ThemeSummary } from "./schemas";

/**
 * Themes (docs/decisions/0137), the owner's: the gallery, a theme's settings schema and the store's settings
 * for it, the storefront editor's draft (saved, previewed, published) and the images its settings and sections
 * upload. The editor keeps the draft it saved in its cache and refreshes the theme's data itself (a prefix
 * invalidation of /api/themes would refetch the draft it has just set).
 */
type Uploaded = { url: string };

export const list = endpoint<{ response: ThemeSummary[] }>()({ method: "GET", path: "/api/themes", auth: "owner", permission: "content", summary: "The theme gallery, the store's active theme marked" });
export const data = endpoint<{ params: typeof themeParamsSchema; response: ThemeData }>()({
  method: "GET",
  path: "/api/themes/{id}/data",
  auth: "owner", permission: "content",
  summary: "The store's settings for the theme: { themeId, current, saved }",
});
export const schema = endpoint<{ params: typeof themeParamsSchema; response: ThemeSchema }>()({
  method: "GET",
  path: "/api/themes/{id}/schema",
  auth: "owner", permission: "content",
  summary: "The theme's settings schema (theme_info, then sections of settings)",
});
export const draft = endpoint<{ params: typeof themeIdParamsSchema; response: ThemeDraft }>()({
  method: "GET",
  path: "/api/themes/{id}/draft",
  auth: "owner", permission: "content",
  summary: "The owner's draft, or the published content when none is saved",
});
export const saveDraft = endpoint<{ params: typeof themeIdParamsSchema; body: typeof editableContentBodySchema; response: ThemeDraft }>()({
  method: "POST",
  path: "/api/themes/{id}/draft",
  auth: "owner", permission: "content",
  summary: "Save the draft (a preview for the owner only)",
});
export const previewDraft = endpoint<{ params: typeof themeIdParamsSchema; body: typeof sectionsPreviewBodySchema; response: SectionsData }>()({
  method: "POST",
  path: "/api/themes/{id}/draft/preview",
  auth: "owner", permission: "content",
  summary: "What the given draft sections show, and the choices for their menus",
});
export const publish = endpoint<{ params: typeof themeIdParamsSchema; body: typeof editableContentBodySchema; response: ThemeDraft }>()({
  method: "POST",
  path: "/api/themes/{id}/publish",
  auth: "owner", permission: "content",
  summary: "Publish the content: live for every visitor of the store",
});

const upload = { method: "POST", auth: "owner", permission: "content", bodyKind: "multipart" } as const;
export const uploadFavicon = endpoint<{ response: Uploaded }>()({ ...upload, path: "/api/theme/upload/favicon", summary: 'Multipart "file" (and optionally "tenantId", a selector only)' });
export const uploadLogo = endpoint<{ response: Uploaded }>()({ ...upload, path: "/api/theme/upload/logo", summary: 'Multipart "file" (and optionally "tenantId", a selector only)' });
export const uploadImage = endpoint<{ response: Uploaded }>()({ ...upload, path: "/api/theme/upload/image", summary: 'The storefront editor\'s image: multipart "image"' });

/**
 * The store's theme (docs/decisions/0137), the owner's: which theme is active, and its settings. The
 * customizer keeps the settings it saved as its cache entry, so saving invalidates nothing.
 */
export const select = endpoint<{ body: typeof selectThemeSchema; response: { activeTheme: string; themes: ThemeSummary[] } }>()({
  method: "POST",
  path: "/api/tenant/theme/select",
  auth: "owner", permission: "content",
  invalidates: ["/api/themes", "/api/tenant"],
  summary: "Make the theme the store's active theme",
});
export const customize = endpoint<{ body: typeof customizeThemeSchema; response: ThemeData }>()({
  method: "POST",
  path: "/api/tenant/theme/customize",
  auth: "owner", permission: "content",
  summary: "Save the customizer's settings for a theme: { themeId, settings }",
});
