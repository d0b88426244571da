import { z } from "zod";
import { isFontValue } from "./fonts";
import { camelKey, settingsOf, type SettingValue, type ThemeDefinition, type ThemeSetting } from "./registry";


/** A theme in the gallery. */
export type ThemeSummary = {
  id: string;
  name: string;
  version: string;
  description: string;
  preview_image: string;
  isActive: boolean;
};

/** GET /api/themes/{id}/data: the theme's settings as the storefront applies them (camelCase keys). */
export type ThemeData = { themeId: string; current: Record<string, SettingValue>; saved: boolean };


export function toThemeSummary(t: ThemeDefinition, activeTheme: string): ThemeSummary {
  return { id: t.id, name: t.name, version: t.version, description: t.description, preview_image: t.previewImage, isActive: t.id === activeTheme };
}

export const themeIdSchema = z.string().trim().min(1, "Theme is required").max(64).regex(/^[a-z0-9_-]+$/, "Unknown theme");

export const themeParamsSchema = z.object({ id: themeIdSchema });

export const selectThemeSchema = z.object({ themeId: themeIdSchema });

/** The values are checked against the theme's own schema by the service (which knows the theme). */
export const customizeThemeSchema = z.object({
  themeId: themeIdSchema,
  settings: z.record(z.string().max(64), z.union([z.string().max(2000), z.number(), z.boolean(), z.null()])),
});

export type CustomizeThemeInput = z.infer<typeof customizeThemeSchema>;

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** An image URL a shopper's browser may load: our uploads (or any same-site path) or an https/http address. */
function imageUrlError(v: string): string | null {
  if (v.startsWith("/") && !v.startsWith("//") && !/[\s<>"'\\]/.test(v)) return null;
  try {
    const u = new URL(v);
    if ((u.protocol === "https:" || u.protocol === "http:") && !/[\s<>"'\\]/.test(v)) return null;
  } catch {
    // falls through
  }
  return "Invalid URL";
}

/** One setting's value, normalised; or the message for a wrong one. */
function checkValue(s: ThemeSetting, v: SettingValue): { value: SettingValue } | { error: string } {
  switch (s.type) {
    case "color":
    case "color_background":
      return typeof v === "string" && HEX.test(v) ? { value: v.toLowerCase() } : { error: "Enter a colour like #3b82f6" };
    case "range": {
      const min = s.min ?? 0;
      const max = s.max ?? 100;
      const step = s.step ?? 1;
      if (typeof v !== "number" || !Number.isFinite(v)) return { error: "Enter a number" };
      if (v < min || v > max) return { error: `Must be between ${min} and ${max}${s.unit ? ` ${s.unit}` : ""}` };
      if (Math.abs((v - min) / step - Math.round((v - min) / step)) > 1e-9) return { error: `Must be in steps of ${step}` };
      return { value: v };
    }
    case "select":
    case "color_scheme":
      return typeof v === "string" && s.options?.some((o) => o.value === v) ? { value: v } : { error: "Choose one of the options" };
    case "font_picker":
      return isFontValue(v) ? { value: v } : { error: "Choose one of the fonts" };
    case "checkbox":
      return typeof v === "boolean" ? { value: v } : { error: "Must be true or false" };
    case "text":
      return typeof v === "string" && v.length <= 500 ? { value: v.trim() } : { error: "At most 500 characters" };
    case "image_picker": {
      if (v === null || v === "") return { value: null };
      if (typeof v !== "string") return { error: "Invalid URL" };
      const err = imageUrlError(v.trim());
      return err ? { error: err } : { value: v.trim() };
    }
  }
}

/**
 * The owner's settings checked against the theme's schema: keys may be camelCase (as the data API returns
 * them) or the schema's snake_case ids; unknown keys and wrong values are field errors ("settings.{key}").
 */
export function validateSettings(t: ThemeDefinition, input: Record<string, SettingValue>): { settings: Record<string, SettingValue>; errors: Record<string, string> } {
  const byKey = new Map(settingsOf(t).map((s) => [camelKey(s.id), s]));
  const settings: Record<string, SettingValue> = {};
  const errors: Record<string, string> = {};
  for (const [rawKey, v] of Object.entries(input)) {
    const key = camelKey(rawKey);
    const s = byKey.get(key);
    if (!s) {
      errors[`settings.${rawKey}`] = "Unknown setting";
      continue;
    }
    const r = checkValue(s, v);
    if ("error" in r) errors[`settings.${key}`] = r.error;
    else settings[key] = r.value;
  }
  return { settings, errors };
}
