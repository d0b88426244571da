import "server-only";
import { badRequest, notFound } from "@/lib/errors";
import { invalidateStore } from "@/lib/cache/tags";
import { diffChanges } from "@/lib/activity/diff";
import { storeChange, withActivity } from "@/lib/activity/record";
import { saveStoreColumns } from "@/lib/tenancy/service";
import type { Store } from "@/lib/tenancy/store";
import { parseFont } from "./fonts";
import { DEFAULT_THEME_ID, defaultSettings, findTheme, settingsOf, THEMES, themeOrDefault, type SettingValue, type ThemeDefinition, type ThemeSchema } from "./registry";
import * as repo from "./repository";
import { toThemeSummary, validateSettings, type CustomizeThemeInput, type ThemeData, type ThemeSummary } from "./schemas";

/**
 * Themes behind /api/themes and /api/tenant/theme: the gallery, each theme's schema and settings, choosing
 * the active theme and saving the customizer. Every call is for the request's own store; a write expires
 * only that store's cached pages, so shoppers see it on their next request.
 */

function themeOr404(id: string): ThemeDefinition {
  const t = findTheme(id);
  if (!t) throw notFound("Theme not found");
  return t;
}

export function listThemes(store: Store): ThemeSummary[] {
  return THEMES.map((t) => toThemeSummary(t, store.tenant.activeTheme || DEFAULT_THEME_ID));
}

/** The schema as the customizer renders it, range bounds filled in. */
export function getThemeSchema(id: string): ThemeSchema {
  const t = themeOr404(id);
  const filled = settingsOf(t);
  const [info, ...sections] = t.schema;
  return [info, ...sections.map((s) => ({ ...s, settings: s.settings.map((x) => filled.find((f) => f.id === x.id) ?? x) }))];
}

/** The saved settings of a row (settings_data.settings), or {} when the theme was never customized. */
export function savedSettingsOf(row: { settingsData: Record<string, unknown> } | null): Record<string, SettingValue> {
  const s = row?.settingsData?.settings;
  return s && typeof s === "object" && !Array.isArray(s) ? (s as Record<string, SettingValue>) : {};
}

/**
 * What a store's theme looks like before it was customized: the theme's defaults, the store's own logo and
 * favicon, and (for the default theme, whose colours the branding settings always drove) the branding colours.
 */
function seeds(t: ThemeDefinition, tenant: Store["tenant"]): Record<string, SettingValue> {
  const s: Record<string, SettingValue> = { siteLogo: tenant.logo, favicon: tenant.favicon };
  if (t.id === DEFAULT_THEME_ID) Object.assign(s, { colorPrimary: tenant.primaryColor, colorSecondary: tenant.secondaryColor });
  return s;
}

export type ResolvedTheme = {
  theme: ThemeDefinition;
  /** Every setting's value. */
  current: Record<string, SettingValue>;
  /**
   * The settings the shell applies as CSS: everything for the designed themes; for the default theme only
   * what the owner chose, so the legacy theme class (modern/dark/minimal) still styles an uncustomized store.
   */
  applied: Record<string, SettingValue>;
};

export function resolveTheme(t: ThemeDefinition, tenant: Store["tenant"], saved: Record<string, SettingValue>): ResolvedTheme {
  const seeded = seeds(t, tenant);
  const current = { ...defaultSettings(t), ...seeded, ...saved };
  const applied = t.id === DEFAULT_THEME_ID ? { ...seeded, ...saved } : current;
  return { theme: t, current, applied };
}

export async function getThemeData(store: Store, id: string): Promise<ThemeData> {
  const t = themeOr404(id);
  const row = await repo.findThemeSettings(store.id, t.id);
  const saved = savedSettingsOf(row);
  return { themeId: t.id, current: resolveTheme(t, store.tenant, saved).current, saved: Object.keys(saved).length > 0 };
}

export async function selectTheme(store: Store, id: string): Promise<{ activeTheme: string; themes: ThemeSummary[] }> {
  const t = themeOr404(id);
  const row = await saveStoreColumns(store, { activeTheme: t.id }, storeChange("theme.selected", `switched the theme to ${t.name}`));
  invalidateStore(store.id);
  return { activeTheme: row.activeTheme, themes: THEMES.map((x) => toThemeSummary(x, row.activeTheme)) };
}

export async function customizeTheme(store: Store, input: CustomizeThemeInput): Promise<ThemeData> {
  const t = themeOr404(input.themeId);
  const { settings, errors } = validateSettings(t, input.settings);
  if (Object.keys(errors).length > 0) throw badRequest("Invalid theme settings", errors);
  const previous = savedSettingsOf(await repo.findThemeSettings(store.id, t.id));
  const merged = { ...previous, ...settings };
  const current = resolveTheme(t, store.tenant, merged).current;
  const str = (v: SettingValue) => (typeof v === "string" && v ? v : null);
  const row = await withActivity(store.id, (tx) => repo.saveCustomizerSettings(store.id, t.id, merged, {
    primaryColor: str(current.colorPrimary),
    secondaryColor: str(current.colorSecondary),
    fontFamily: parseFont(current.typeBodyFont).label,
    favicon: str(current.favicon),
    siteLogo: str(current.siteLogo),
  }, tx), () => ({ action: "theme.customized", resourceType: "theme", resourceId: t.id, summary: `customized the ${t.name} theme`, changes: diffChanges(previous, merged, Object.keys(settings)) }));
  invalidateStore(store.id);
  return { themeId: t.id, current: resolveTheme(t, store.tenant, savedSettingsOf(row)).current, saved: true };
}

/** The storefront shell's theme (read through lib/themes/data.ts, which caches it per store). */
export async function loadSavedSettings(store: Pick<Store, "id">, themeId: string): Promise<Record<string, SettingValue>> {
  return savedSettingsOf(await repo.findThemeSettings(store.id, themeOrDefault(themeId).id));
}
