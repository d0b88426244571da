import { endpoint } from "@/lib/endpoint";
import type { customizeThemeSchema, selectThemeSchema, ThemeData, ThemeSummary } from "./schemas";

/**
 * The store's theme (docs/decisions/0137), the owner's: which theme is active, and its settings. The
 * customizer keeps the settings it saved as its cache entry, so saving invalidates nothing.
 */
export const select = endpoint<{ body: typeof selectThemeSchema; response: { activeTheme: string; themes: ThemeSummary[] } }>()({
  method: "POST",
  path: "/api/tenant/theme/select",
  auth: "owner",
  invalidates: ["/api/themes", "/api/tenant"],
  summary: "Make the theme the store's active theme",
});
export const customize = endpoint<{ body: typeof customizeThemeSchema; response: ThemeData }>()({
  method: "POST",
  path: "/api/tenant/theme/customize",
  auth: "owner",
  summary: "Save the customizer's settings for a theme: { themeId, settings }",
});
