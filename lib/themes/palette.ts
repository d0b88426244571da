import { AA_LARGE, AA_TEXT, BLACK, contrastRatio, ensureContrast, isHex, luminance, mix, pickForeground, WHITE } from "./contrast";

/**
 * The colour tokens derived from an owner's colours, as CSS custom properties. The owner's colour itself is
 * kept where it fills a surface (buttons, badges, the header band); what goes on it, and the owner's colour
 * where it is text or a control's outline on the page, is chosen by contrast ratio (lib/themes/contrast.ts):
 *
 * - `--X-foreground`: text on a surface of colour X: white, the palette's near-black or black, whichever
 *   first reaches 4.5:1 on X and on X's hover shade (X at 90% over the page).
 * - `--primary-text` / `--secondary-text`: the colour as text on the page: itself where it reaches 4.5:1 on
 *   the page, its muted surfaces and its own 12% tint (the dashboard's active item), else darkened (lightened
 *   on a dark page) just enough.
 * - `--ring`: focus rings and selected outlines, 3:1 on the page (WCAG's figure for the parts of controls).
 *
 * app/globals.css holds these same values for the default palette (#3b82f6 on white), for pages outside any
 * store; palette.test.ts checks that the stylesheet and this file agree.
 */

/** The page a palette sits on: the legacy theme class's surfaces (app/globals.css :root / .theme-dark). */
export type BasePalette = { background: string; foreground: string; muted: string; card: string };

export const LIGHT_BASE: BasePalette = { background: "#ffffff", foreground: "#0f172a", muted: "#f1f5f9", card: "#ffffff" };
export const DARK_BASE: BasePalette = { background: "#0b1120", foreground: "#e2e8f0", muted: "#1f2937", card: "#111827" };

/** The stylesheet's defaults for the colours a store may not set: error red and success green. */
export const DESTRUCTIVE = "#dc2626";
export const SUCCESS = "#047857";

/** The shares color-mix() uses for the neutral surfaces and muted text (app/globals.css, theme.css). */
export const MUTED_SHARE = 0.06;
export const ACCENT_SHARE = 0.08;
export const MUTED_TEXT_SHARE = 0.62;
export const TINT_SHARE = 0.12;
export const HOVER_SHARE = 0.9;

type Vars = Record<string, string>;

/** The surfaces text on the page sits on: the page itself, its cards and its muted panels. */
function pageSurfaces(p: BasePalette): string[] {
  return [...new Set([p.background, p.card, p.muted])];
}

/** Text for a surface of `fill` drawn on the page `bg`, hover shade included. */
export function onFill(fill: string, bg: string): string {
  return pickForeground([fill, mix(bg, fill, HOVER_SHARE)], AA_TEXT);
}

/** An owner's colour (primary or secondary) as a fill, as text on the page, and (primary) as a ring. */
export function brandVars(name: "primary" | "secondary", colour: string, page: BasePalette): Vars {
  const text = ensureContrast(colour, [...pageSurfaces(page), mix(page.background, colour, TINT_SHARE)], AA_TEXT);
  const vars: Vars = { [`--${name}`]: colour, [`--${name}-foreground`]: onFill(colour, page.background), [`--${name}-text`]: text };
  if (name === "primary") vars["--ring"] = ensureContrast(colour, page.background, AA_LARGE);
  return vars;
}

/** --primary and friends for pages that only know the store's primary colour (dashboard, sign-in). */
export function primaryVars(primary: unknown, page: BasePalette = LIGHT_BASE): Vars {
  return isHex(primary) ? brandVars("primary", primary, page) : {};
}

/**
 * The page's own palette from the owner's background and text colours: text readable on the page (the owner's
 * text colour, adjusted only if it would not be), neutral surfaces mixed from the two, muted text that still
 * reads on them, and the error and success colours moved to suit the page.
 */
export function pageVars(bg: string, text: string | null): { vars: Vars; page: BasePalette } {
  const fg = text ? ensureContrast(text, [bg, mix(bg, text, ACCENT_SHARE), mix(bg, text, MUTED_SHARE)], AA_TEXT) : pickForeground(bg);
  // Panels are the text colour faintly mixed into the page. On a mid-tone page (pure red, say) that can cost
  // the text its 4.5:1 on them; the panels then go the other way (a shade darker under light text), which
  // only raises the contrast, as the text reaches 4.5:1 on the page itself.
  const away = luminance(fg) > luminance(bg) ? BLACK : WHITE;
  // Both shares are checked: sRGB mixing is not monotonic in luminance, so the fainter panel can be the worse.
  const towards = [MUTED_SHARE, ACCENT_SHARE].every((share) => contrastRatio(fg, mix(bg, fg, share)) >= AA_TEXT);
  const panel = (share: number) => mix(bg, towards ? fg : away, share);
  const muted = panel(MUTED_SHARE);
  const accent = panel(ACCENT_SHARE);
  const page: BasePalette = { background: bg, foreground: fg, muted, card: bg };
  const surfaces = [bg, muted, accent];
  const destructive = ensureContrast(DESTRUCTIVE, surfaces, AA_TEXT);
  return {
    page,
    vars: {
      "--foreground": fg,
      "--card-foreground": fg,
      "--popover-foreground": fg,
      "--accent-foreground": fg,
      "--muted": muted,
      "--accent": accent,
      "--muted-foreground": ensureContrast(mix(bg, fg, MUTED_TEXT_SHARE), surfaces, AA_TEXT),
      "--border": panel(0.14),
      "--input": panel(0.18),
      "--destructive": destructive,
      "--destructive-foreground": onFill(destructive, bg),
      "--success": ensureContrast(SUCCESS, surfaces, AA_TEXT),
    },
  };
}

/** A band in colour `bg` (header, footer, announcement): its text, and muted text that still reads on it. */
export function bandVars(prefix: "header" | "footer", bg: string, fg: string = pickForeground(bg)): Vars {
  return { [`--${prefix}-bg`]: bg, [`--${prefix}-fg`]: fg, [`--${prefix}-muted`]: ensureContrast(mix(bg, fg, 0.65), [bg, mix(bg, fg, 0.1)], AA_TEXT) };
}
