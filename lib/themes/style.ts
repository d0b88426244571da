import { isHex, pickForeground } from "./contrast";
import { parseFont } from "./fonts";
import { bandVars, brandVars, LIGHT_BASE, pageVars, type BasePalette } from "./palette";
import type { SettingValue } from "./registry";

/** The stylesheet's primary colour (app/globals.css), for a page palette that sets no primary of its own. */
const DEFAULT_PRIMARY = "#3b82f6";

/**
 * Theme settings → what the storefront shell carries: CSS custom properties (colours, fonts, sizes) and data
 * attributes (choices that switch CSS rules). Pure, because the server's shell and the customizer's live
 * preview (in the owner's browser, /theme-preview only) both use it, so what the owner previews is exactly
 * what shoppers get; shoppers' pages receive only its output, as CSS variables.
 * Only the keys present in `s` are emitted: what is absent falls back to the stylesheet (and so to the
 * legacy theme class).
 */

export type ThemeSettings = Record<string, SettingValue | undefined>;
export type ShellStyle = { vars: Record<string, string>; attrs: Record<string, string> };

const color = (v: unknown): string | null => (isHex(v) ? v.toLowerCase() : null);
const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

/**
 * `base` is the page under the shell when the settings do not set its colours: the legacy theme class's
 * (lib/themes/theme-class.ts), so that colours derived from the owner's (text in the primary colour, say)
 * are chosen against the page they will really sit on.
 */
export function shellStyle(s: ThemeSettings, base: BasePalette = LIGHT_BASE): ShellStyle {
  const vars: Record<string, string> = {};
  const attrs: Record<string, string> = {};

  const bg = color(s.colorBackground);
  const text = color(s.colorText);
  let page = base;
  if (bg || text) {
    const derived = pageVars(bg ?? base.background, text);
    page = derived.page;
    if (bg) Object.assign(vars, { "--background": bg, "--card": bg, "--popover": bg });
    Object.assign(vars, derived.vars);
  }

  // The owner's colours fill buttons, badges and bands as chosen; the text on them, and their use as text or
  // rings on the page, are chosen by contrast (lib/themes/palette.ts). A page palette of its own re-derives
  // the primary colour's tokens even when the primary colour is the stylesheet's.
  const primary = color(s.colorPrimary) ?? (bg || text ? DEFAULT_PRIMARY : null);
  if (primary) Object.assign(vars, brandVars("primary", primary, page));
  const secondary = color(s.colorSecondary);
  if (secondary) Object.assign(vars, brandVars("secondary", secondary, page));
  const accent = color(s.colorAccent);
  if (accent) Object.assign(vars, { "--brand-accent": accent, "--brand-accent-foreground": pickForeground(accent) });

  const scheme = typeof s.headerColorScheme === "string" ? s.headerColorScheme : null;
  if (scheme === "primary" && primary) Object.assign(vars, bandVars("header", primary));
  else if (scheme === "accent" && accent) Object.assign(vars, bandVars("header", accent));
  else if (scheme === "inverse" && (bg || text)) Object.assign(vars, bandVars("header", page.foreground, page.background));
  else if (scheme === "background" && (bg || text)) Object.assign(vars, bandVars("header", page.background, page.foreground));
  if (scheme) attrs["data-header-scheme"] = scheme;

  const footer = color(s.footerBackground);
  if (footer) Object.assign(vars, bandVars("footer", footer));

  if (s.typeBodyFont !== undefined) {
    const f = parseFont(s.typeBodyFont);
    Object.assign(vars, { "--theme-font-body": f.fontFamily, "--theme-font-body-weight": String(f.weight) });
  }
  if (s.typeHeadingFont !== undefined) {
    const f = parseFont(s.typeHeadingFont);
    Object.assign(vars, { "--theme-font-heading": f.fontFamily, "--theme-font-heading-weight": String(f.weight) });
    attrs["data-heading-font"] = f.family;
  }
  if (s.headingCase === "uppercase" || s.headingCase === "none") attrs["data-heading-case"] = s.headingCase;

  const width = num(s.pageWidth);
  if (width !== null) vars["--theme-page-width"] = `${width}px`;
  const radius = num(s.cornerRadius);
  if (radius !== null) vars["--radius"] = `${radius}px`;
  const logo = num(s.logoHeight);
  if (logo !== null) vars["--theme-logo-height"] = `${logo}px`;
  if (typeof s.productImageRatio === "string") attrs["data-card-ratio"] = s.productImageRatio;
  if (typeof s.stickyHeader === "boolean") attrs["data-sticky-header"] = String(s.stickyHeader);
  return { vars, attrs };
}
