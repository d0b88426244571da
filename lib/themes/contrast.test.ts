import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AA_LARGE, AA_TEXT, BLACK, contrastRatio, ensureContrast, INK, luminance, mix, parseHex, pickForeground, WHITE } from "./contrast";

const hex = fc.tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 })).map(([r, g, b]) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, "0")).join("")}`);

/** Hue in degrees (HSV/HSL share it), or null for near-greys (their hue is lost in rounding to 8 bits). */
function hue(c: string): number | null {
  const [r, g, b] = parseHex(c)!.map((v) => v / 255);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d < 0.15) return null;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

describe("WCAG contrast", () => {
  it("measures luminance and ratios as WCAG 2.2 defines them", () => {
    expect(luminance(WHITE)).toBeCloseTo(1);
    expect(luminance(BLACK)).toBe(0);
    expect(contrastRatio(WHITE, BLACK)).toBeCloseTo(21);
    expect(contrastRatio("#777", "#777")).toBe(1);
    // The figures the accessibility review reported: white on the default blue, and 'In Stock' green.
    expect(contrastRatio(WHITE, "#3b82f6")).toBeCloseTo(3.68, 2);
    expect(contrastRatio("#009966", WHITE)).toBeCloseTo(3.65, 2);
    expect(contrastRatio("#abc", "#aabbcc")).toBe(1);
  });

  it("is symmetric", () => {
    fc.assert(fc.property(hex, hex, (a, b) => contrastRatio(a, b) === contrastRatio(b, a)));
  });

  it("mixes as color-mix(in srgb) does, rounding towards the colour mixed in", () => {
    expect(mix(WHITE, BLACK, 0)).toBe(WHITE);
    expect(mix(WHITE, BLACK, 1)).toBe(BLACK);
    expect(mix("#000000", "#ffffff", 0.5)).toBe("#808080");
    expect(mix("#ffffff", "#000000", 0.5)).toBe("#7f7f7f");
  });
});

describe("pickForeground: text on a surface in any colour", () => {
  it("keeps white on dark colours and turns dark on light ones", () => {
    expect(pickForeground("#1e3a8a")).toBe(WHITE);
    expect(pickForeground("#7c3aed")).toBe(WHITE);
    expect(pickForeground("#facc15")).toBe(INK);
    // The default blue: white is 3.7:1, near-black 4.9:1.
    expect(pickForeground("#3b82f6")).toBe(INK);
    // Mid-tones where neither white nor near-black reach 4.5:1 take black.
    expect(pickForeground("#6b7a8f")).toBe(BLACK);
  });

  it("reaches 4.5:1 on every colour", () => {
    fc.assert(
      fc.property(hex, (bg) => {
        expect(contrastRatio(pickForeground(bg), bg)).toBeGreaterThanOrEqual(AA_TEXT);
      }),
      { numRuns: 2000 },
    );
  });

  it("reaches 4.5:1 on a colour and its hover shade whenever one of its candidates can", () => {
    fc.assert(
      fc.property(hex, hex, (fill, page) => {
        const surfaces = [fill, mix(page, fill, 0.9)];
        const fg = pickForeground(surfaces);
        const possible = [WHITE, INK, BLACK].some((c) => surfaces.every((s) => contrastRatio(c, s) >= AA_TEXT));
        if (possible) for (const s of surfaces) expect(contrastRatio(fg, s)).toBeGreaterThanOrEqual(AA_TEXT);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("ensureContrast: the owner's colour as text or a control's outline", () => {
  it("leaves a colour that already reads alone", () => {
    expect(ensureContrast("#1d4ed8", WHITE)).toBe("#1d4ed8");
    expect(ensureContrast("#facc15", "#0e0e12")).toBe("#facc15");
  });

  it("darkens on light pages and lightens on dark ones, just enough", () => {
    const onWhite = ensureContrast("#3b82f6", WHITE);
    expect(contrastRatio(onWhite, WHITE)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(onWhite, WHITE)).toBeLessThan(4.6);
    expect(luminance(onWhite)).toBeLessThan(luminance("#3b82f6"));
    const onDark = ensureContrast("#7c3aed", "#0e0e12");
    expect(contrastRatio(onDark, "#0e0e12")).toBeGreaterThanOrEqual(AA_TEXT);
    expect(luminance(onDark)).toBeGreaterThan(luminance("#7c3aed"));
  });

  it("reaches the ratio for any colour on any page, text and large text alike", () => {
    fc.assert(
      fc.property(hex, hex, fc.constantFrom(AA_TEXT, AA_LARGE), (fg, bg, ratio) => {
        expect(contrastRatio(ensureContrast(fg, bg, ratio), bg)).toBeGreaterThanOrEqual(ratio);
      }),
      { numRuns: 3000 },
    );
  });

  it("reaches it on several surfaces at once where black or white can", () => {
    fc.assert(
      fc.property(hex, hex, fc.double({ min: 0, max: 0.2, noNaN: true }), (fg, bg, share) => {
        const surfaces = [bg, mix(bg, fg, share)];
        const out = ensureContrast(fg, surfaces);
        const possible = [WHITE, BLACK].some((c) => surfaces.every((s) => contrastRatio(c, s) >= AA_TEXT));
        if (possible) for (const s of surfaces) expect(contrastRatio(out, s)).toBeGreaterThanOrEqual(AA_TEXT);
      }),
      { numRuns: 2000 },
    );
  });

  it("keeps the owner's hue: the adjusted colour is the same colour, darker or lighter", () => {
    fc.assert(
      fc.property(hex, hex, (fg, bg) => {
        const out = ensureContrast(fg, bg);
        const before = hue(fg);
        const after = hue(out);
        // Mixing towards black or white scales the channels' differences alike, so the hue stays (up to rounding).
        if (before !== null && after !== null) {
          const d = Math.abs(before - after);
          expect(Math.min(d, 360 - d)).toBeLessThan(12);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
