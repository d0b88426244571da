import { parseFont } from "./fonts";
import type { SettingValue } from "./registry";

/**
 * Theme settings → what the storefront shell carries: CSS custom properties (colours, fonts, sizes) and data
 * attributes (choices that switch CSS rules). Pure and tiny, because the server's shell and the customizer's
 * live preview (in the browser) both use it, so what the owner previews is exactly what shoppers get.
 * Only the keys present in `s` are emitted: what is absent falls back to the stylesheet (and so to the
 * legacy theme class).
 */

export type ThemeSettings = Record<string, SettingValue | undefined>;
export type ShellStyle = { vars: Record<string, string>; attrs: Record<string, string> };

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

function rgb(hex: string): [number, number, number] | null {
  if (!HEX.test(hex)) return null;
  let h = hex.slice(1);
  if (h.length === 3) h = [...h].map((c) => c + c).join("");
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

/** Relative luminance (WCAG), 0 (black) … 1 (white). */
export function luminance(hex: string): number {
  const c = rgb(hex);
  if (!c) return 1;
  const [r, g, b] = c.map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Text on a coloured surface: dark above the 0.5 luminance threshold, light below it. */
export function readableOn(hex: string): string {
  return luminance(hex) > 0.5 ? "#0f172a" : "#ffffff";
}

const color = (v: unknown): string | null => (typeof v === "string" && HEX.test(v) ? v : null);
const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

export function shellStyle(s: ThemeSettings): ShellStyle {
  const vars: Record<string, string> = {};
  const attrs: Record<string, string> = {};

  const primary = color(s.colorPrimary);
  if (primary) Object.assign(vars, { "--primary": primary, "--ring": primary, "--primary-foreground": readableOn(primary) });
  const secondary = color(s.colorSecondary);
  if (secondary) Object.assign(vars, { "--secondary": secondary, "--secondary-foreground": readableOn(secondary) });
  const accent = color(s.colorAccent);
  if (accent) Object.assign(vars, { "--brand-accent": accent, "--brand-accent-foreground": readableOn(accent) });

  const bg = color(s.colorBackground);
  const text = color(s.colorText);
  if (bg) Object.assign(vars, { "--background": bg, "--card": bg, "--popover": bg });
  // Text follows the owner's colour unless it would vanish on the background; then the luminance rule picks.
  const fg = text && bg && Math.abs(luminance(text) - luminance(bg)) < 0.2 ? readableOn(bg) : (text ?? (bg ? readableOn(bg) : null));
  if (fg) Object.assign(vars, { "--foreground": fg, "--card-foreground": fg, "--popover-foreground": fg, "--accent-foreground": fg });
  if (bg || fg) {
    // Neutral surfaces are mixed from the page's two colours, so they suit light and dark palettes alike.
    const b = bg ?? "var(--background)";
    const f = fg ?? "var(--foreground)";
    Object.assign(vars, {
      "--muted": `color-mix(in srgb, ${f} 6%, ${b})`,
      "--accent": `color-mix(in srgb, ${f} 8%, ${b})`,
      "--muted-foreground": `color-mix(in srgb, ${f} 62%, ${b})`,
      "--border": `color-mix(in srgb, ${f} 14%, ${b})`,
      "--input": `color-mix(in srgb, ${f} 18%, ${b})`,
    });
  }

  const scheme = typeof s.headerColorScheme === "string" ? s.headerColorScheme : null;
  if (scheme === "primary" && primary) Object.assign(vars, { "--header-bg": primary, "--header-fg": readableOn(primary) });
  else if (scheme === "accent" && accent) Object.assign(vars, { "--header-bg": accent, "--header-fg": readableOn(accent) });
  else if (scheme === "inverse" && fg) Object.assign(vars, { "--header-bg": fg, "--header-fg": bg ?? readableOn(fg) });
  if (scheme) attrs["data-header-scheme"] = scheme;

  const footer = color(s.footerBackground);
  if (footer) Object.assign(vars, { "--footer-bg": footer, "--footer-fg": readableOn(footer) });

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
