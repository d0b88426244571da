/**
 * WCAG 2.2 colour contrast, as pure functions on "#rrggbb" colours. The storefront's colours are the
 * owner's choice; these decide what goes on them (a button's text) and how far a colour used as text must
 * be darkened or lightened to stay readable, so that any colour an owner picks still passes WCAG AA:
 * 4.5:1 for text, 3:1 for large text and the parts of controls (focus rings, selected states).
 *
 * They run on the server while the store shell is rendered (lib/themes/style.ts emits the results as CSS
 * variables), so shoppers' pages load none of this.
 */

export const AA_TEXT = 4.5;
export const AA_LARGE = 3;

export const WHITE = "#ffffff";
/** The near-black the default palette uses for text (slate-900). */
export const INK = "#0f172a";
export const BLACK = "#000000";

type Rgb = [number, number, number];

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHex(v: unknown): v is string {
  return typeof v === "string" && HEX.test(v);
}

/** "#abc" or "#aabbcc" → [r, g, b] in 0…255; anything else → null. */
export function parseHex(hex: string): Rgb | null {
  if (!HEX.test(hex)) return null;
  let h = hex.slice(1);
  if (h.length === 3) h = [...h].map((c) => c + c).join("");
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

function toHex(c: Rgb): string {
  return `#${c.map((v) => Math.min(255, Math.max(0, v)).toString(16).padStart(2, "0")).join("")}`;
}

function rgbOf(hex: string): Rgb {
  const c = parseHex(hex);
  if (!c) throw new Error(`Not a hex colour: ${hex}`);
  return c;
}

/** Each 8-bit sRGB value linearised, once: a shell's palette measures a few thousand colours. */
const LINEAR = Array.from({ length: 256 }, (_, v) => {
  const s = v / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
});

const lumOf = ([r, g, b]: Rgb) => 0.2126 * LINEAR[r] + 0.7152 * LINEAR[g] + 0.0722 * LINEAR[b];
const ratioOf = (la: number, lb: number) => (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);

/** Relative luminance (WCAG 2.2), 0 (black) … 1 (white). */
export function luminance(hex: string): number {
  return lumOf(rgbOf(hex));
}

/** The WCAG contrast ratio of two colours, 1 … 21 (symmetric). */
export function contrastRatio(a: string, b: string): number {
  return ratioOf(luminance(a), luminance(b));
}

/** The lowest contrast of `fg` against any of `surfaces`. */
export function minContrast(fg: string, surfaces: readonly string[]): number {
  const l = luminance(fg);
  return Math.min(...surfaces.map((s) => ratioOf(l, luminance(s))));
}

/**
 * `amount` of `b` mixed into `a` in sRGB, as CSS color-mix(in srgb, b amount, a) does; rounded towards `b`
 * so that a mix meant to move towards black or white never lands a rounding step short of it.
 */
export function mix(a: string, b: string, amount: number): string {
  return toHex(mixRgb(rgbOf(a), rgbOf(b), amount));
}

function mixRgb(ca: Rgb, cb: Rgb, amount: number): Rgb {
  return ca.map((v, i) => {
    const x = v + (cb[i] - v) * amount;
    return cb[i] >= v ? Math.ceil(x - 1e-9) : Math.floor(x + 1e-9);
  }) as Rgb;
}

/**
 * The text colour for a surface in colour `bg` (a button in the owner's colour): white where white reaches
 * `ratio` against every surface given (the look owners expect of a coloured button), otherwise the palette's
 * near-black, otherwise black. For one surface and ratio ≤ 4.5 one of them always passes: where white falls
 * short the surface's luminance is above 0.18, and black then reaches at least 4.6:1. Surfaces come in order
 * of importance: where none passes on every one (a button's hover shade on a far darker page, say), the
 * last is dropped and the rest decide, down to the first, the one the text is normally seen on.
 */
export function pickForeground(bg: string | readonly string[], ratio = AA_TEXT): string {
  const surfaces = typeof bg === "string" ? [bg] : bg;
  const candidates = [WHITE, INK, BLACK];
  const ok = candidates.find((c) => minContrast(c, surfaces) >= ratio);
  if (ok) return ok;
  if (surfaces.length > 1) return pickForeground(surfaces.slice(0, -1), ratio);
  return candidates.reduce((best, c) => (contrastRatio(c, surfaces[0]) > contrastRatio(best, surfaces[0]) ? c : best));
}

/**
 * `fg` itself when it already reaches `ratio` against every surface; otherwise `fg` mixed with black (or
 * white, on dark surfaces) just enough to reach it, so the owner's hue stays recognisable: the owner's
 * #3b82f6 as link text on white becomes #306aca-ish, not a different blue. The direction is the one whose end
 * (black or white) contrasts more with the surfaces. If even that end falls short (surfaces both light and
 * dark), the least important surface is dropped, as in pickForeground; for one surface and ratio ≤ 4.5
 * black or white always reaches it, so some mix does.
 */
export function ensureContrast(fg: string, bg: string | readonly string[], ratio = AA_TEXT): string {
  const surfaces = typeof bg === "string" ? [bg] : bg;
  if (minContrast(fg, surfaces) >= ratio) return fg;
  const end = minContrast(BLACK, surfaces) >= minContrast(WHITE, surfaces) ? BLACK : WHITE;
  if (minContrast(end, surfaces) < ratio) return surfaces.length > 1 ? ensureContrast(fg, surfaces.slice(0, -1), ratio) : end;
  // Bisection between a failing mix (lo) and a passing one (hi, starting at `end` itself): the result
  // always passes, and it is the least mix that does wherever contrast grows steadily towards `end`.
  // Twelve halvings resolve a mix to 1/4096, finer than one step of an 8-bit channel.
  const from = rgbOf(fg);
  const to = rgbOf(end);
  const lums = surfaces.map(luminance);
  const passes = (m: number) => {
    const l = lumOf(mixRgb(from, to, m));
    return lums.every((ls) => ratioOf(l, ls) >= ratio);
  };
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 12; i++) {
    const m = (lo + hi) / 2;
    if (passes(m)) hi = m;
    else lo = m;
  }
  return toHex(mixRgb(from, to, hi));
}
