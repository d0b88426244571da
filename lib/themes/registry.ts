import { FONT_OPTIONS } from "./fonts";

/**
 * The themes, in code: each has an id, name, version, description, preview image and a settings schema in
 * the Shopify-like format the customizer renders (a theme_info section, then sections of settings). Setting
 * ids are snake_case in the schema; saved settings and the data API use their camelCase form
 * (color_primary → colorPrimary). Every theme shares the same setting ids so that switching themes keeps
 * the owner's meaning of each; what differs is the defaults and the shell's layout (header/footer variant).
 */

export const SETTING_TYPES = ["text", "color", "color_background", "color_scheme", "range", "select", "font_picker", "image_picker", "checkbox"] as const;
export type SettingType = (typeof SETTING_TYPES)[number];

export type SettingValue = string | number | boolean | null;

export type ThemeSetting = {
  id: string;
  type: SettingType;
  label: string;
  default?: SettingValue;
  min?: number;
  max?: number;
  step?: number;
  unit?: string;
  options?: { value: string; label: string }[];
  info?: string;
};

export type ThemeInfoSection = { name: "theme_info"; theme_name: string; theme_version: string; theme_author: string };
export type SettingsSection = { name: string; settings: ThemeSetting[] };
export type ThemeSchema = [ThemeInfoSection, ...SettingsSection[]];

/** How the store shell is laid out: the header and footer variants a theme uses. */
export type ShellVariant = "classic" | "centered" | "bold";

export type ThemeDefinition = {
  id: string;
  name: string;
  version: string;
  author: string;
  description: string;
  /** A committed image under public/. */
  previewImage: string;
  variant: ShellVariant;
  schema: ThemeSchema;
};

/** The default theme, also the one the legacy theme class (modern/dark/minimal) was designed for. */
export const DEFAULT_THEME_ID = "sellure";

/** Range settings without bounds get these. */
export const RANGE_DEFAULTS = { min: 0, max: 100, step: 1 } as const;

type Defaults = {
  colorPrimary: string;
  colorSecondary: string;
  colorAccent: string;
  colorBackground: string;
  colorText: string;
  headerColorScheme: "background" | "primary" | "accent" | "inverse";
  footerBackground: string;
  typeBodyFont: string;
  typeHeadingFont: string;
  headingCase: "none" | "uppercase";
  pageWidth: number;
  cornerRadius: number;
  productImageRatio: "square" | "portrait" | "landscape";
  logoHeight: number;
  stickyHeader: boolean;
  announcementEnabled: boolean;
  announcementText: string;
};

const COLOR_SCHEMES = [
  { value: "background", label: "Page background" },
  { value: "primary", label: "Primary colour" },
  { value: "accent", label: "Accent colour" },
  { value: "inverse", label: "Inverse (text colour)" },
];

function sections(d: Defaults): SettingsSection[] {
  return [
    {
      name: "Colors",
      settings: [
        { id: "color_primary", type: "color", label: "Primary colour", default: d.colorPrimary, info: "Buttons, links and highlights" },
        { id: "color_secondary", type: "color", label: "Secondary colour", default: d.colorSecondary },
        { id: "color_accent", type: "color", label: "Accent colour", default: d.colorAccent, info: "Badges and the announcement bar" },
        { id: "color_background", type: "color_background", label: "Background", default: d.colorBackground },
        { id: "color_text", type: "color", label: "Text colour", default: d.colorText },
        { id: "header_color_scheme", type: "color_scheme", label: "Header colour scheme", default: d.headerColorScheme, options: COLOR_SCHEMES },
        { id: "footer_background", type: "color_background", label: "Footer background", default: d.footerBackground },
      ],
    },
    {
      name: "Typography",
      settings: [
        { id: "type_body_font", type: "font_picker", label: "Body font", default: d.typeBodyFont, options: FONT_OPTIONS },
        { id: "type_heading_font", type: "font_picker", label: "Heading font", default: d.typeHeadingFont, options: FONT_OPTIONS },
        {
          id: "heading_case",
          type: "select",
          label: "Heading case",
          default: d.headingCase,
          options: [
            { value: "none", label: "As typed" },
            { value: "uppercase", label: "Uppercase" },
          ],
        },
      ],
    },
    {
      name: "Layout",
      settings: [
        { id: "page_width", type: "range", label: "Page width", default: d.pageWidth, min: 960, max: 1600, step: 40, unit: "px" },
        { id: "corner_radius", type: "range", label: "Corner radius", default: d.cornerRadius, min: 0, max: 24, step: 1, unit: "px" },
        {
          id: "product_image_ratio",
          type: "select",
          label: "Product image shape",
          default: d.productImageRatio,
          options: [
            { value: "square", label: "Square (1:1)" },
            { value: "portrait", label: "Portrait (3:4)" },
            { value: "landscape", label: "Landscape (4:3)" },
          ],
        },
      ],
    },
    {
      name: "Header",
      settings: [
        { id: "site_logo", type: "image_picker", label: "Logo", default: null, info: "Replaces the store logo on the storefront" },
        { id: "logo_height", type: "range", label: "Logo height", default: d.logoHeight, min: 24, max: 80, step: 2, unit: "px" },
        { id: "sticky_header", type: "checkbox", label: "Keep the header visible while scrolling", default: d.stickyHeader },
        { id: "announcement_enabled", type: "checkbox", label: "Show announcement bar", default: d.announcementEnabled },
        { id: "announcement_text", type: "text", label: "Announcement text", default: d.announcementText },
      ],
    },
    {
      name: "Favicon",
      settings: [{ id: "favicon", type: "image_picker", label: "Favicon", default: null, info: "A square image, 32 × 32 px or larger" }],
    },
  ];
}

function theme(t: Omit<ThemeDefinition, "schema">, d: Defaults): ThemeDefinition {
  return {
    ...t,
    schema: [{ name: "theme_info", theme_name: t.name, theme_version: t.version, theme_author: t.author }, ...sections(d)],
  };
}

export const THEMES: readonly ThemeDefinition[] = [
  theme(
    {
      id: "sellure",
      name: "Sellure",
      version: "1.0.0",
      author: "StoreBuilder",
      description: "The clean, all-round default: logo and menu on one line, a bold image banner and tidy square product cards.",
      previewImage: "/assets/themes/sellure.svg",
      variant: "classic",
    },
    {
      colorPrimary: "#3b82f6",
      colorSecondary: "#10b981",
      colorAccent: "#f59e0b",
      colorBackground: "#ffffff",
      colorText: "#0f172a",
      headerColorScheme: "background",
      footerBackground: "#f8fafc",
      typeBodyFont: "inter_n4",
      typeHeadingFont: "inter_n7",
      headingCase: "none",
      pageWidth: 1280,
      cornerRadius: 8,
      productImageRatio: "square",
      logoHeight: 36,
      stickyHeader: true,
      announcementEnabled: false,
      announcementText: "Free shipping on your first order",
    },
  ),
  theme(
    {
      id: "atelier",
      name: "Atelier",
      version: "1.0.0",
      author: "StoreBuilder",
      description: "Editorial and calm: a centred logo above the menu, warm cream tones, uppercase headings, square corners and tall portrait product images.",
      previewImage: "/assets/themes/atelier.svg",
      variant: "centered",
    },
    {
      colorPrimary: "#292524",
      colorSecondary: "#b45309",
      colorAccent: "#d6c3a5",
      colorBackground: "#faf7f2",
      colorText: "#1c1917",
      headerColorScheme: "background",
      footerBackground: "#efe8dc",
      typeBodyFont: "lato_n4",
      typeHeadingFont: "lato_n7",
      headingCase: "uppercase",
      pageWidth: 1200,
      cornerRadius: 0,
      productImageRatio: "portrait",
      logoHeight: 44,
      stickyHeader: false,
      announcementEnabled: true,
      announcementText: "Complimentary shipping on every order",
    },
  ),
  theme(
    {
      id: "volt",
      name: "Volt",
      version: "1.0.0",
      author: "StoreBuilder",
      description: "Loud and dark: a coloured header band, neon accents on a near-black page, big headlines and rounded cards for gadgets and streetwear.",
      previewImage: "/assets/themes/volt.svg",
      variant: "bold",
    },
    {
      colorPrimary: "#8b5cf6",
      colorSecondary: "#22d3ee",
      colorAccent: "#facc15",
      colorBackground: "#0e0e12",
      colorText: "#f4f4f5",
      headerColorScheme: "primary",
      footerBackground: "#000000",
      typeBodyFont: "roboto_n4",
      typeHeadingFont: "roboto_n7",
      headingCase: "none",
      pageWidth: 1440,
      cornerRadius: 16,
      productImageRatio: "square",
      logoHeight: 36,
      stickyHeader: true,
      announcementEnabled: true,
      announcementText: "New drops every Friday",
    },
  ),
];

export function findTheme(id: string | null | undefined): ThemeDefinition | undefined {
  return THEMES.find((t) => t.id === id);
}

/** The theme a store's shell uses: its active theme, or the default when the id is unknown. */
export function themeOrDefault(id: string | null | undefined): ThemeDefinition {
  return findTheme(id) ?? findTheme(DEFAULT_THEME_ID)!;
}

/** "color_primary" → "colorPrimary": the key a setting has in saved settings and the data API. */
export function camelKey(id: string): string {
  return id.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}

/** Every setting of a schema (theme_info excluded), with range bounds filled in. */
export function settingsOf(t: ThemeDefinition): ThemeSetting[] {
  return t.schema
    .slice(1)
    .flatMap((s) => (s as SettingsSection).settings)
    .map((s) => (s.type === "range" ? { ...RANGE_DEFAULTS, ...s } : s));
}

/** The theme's defaults as camelCase settings. */
export function defaultSettings(t: ThemeDefinition): Record<string, SettingValue> {
  return Object.fromEntries(settingsOf(t).map((s) => [camelKey(s.id), s.default ?? null]));
}
