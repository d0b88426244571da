import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AA_LARGE, AA_TEXT, contrastRatio, ensureContrast, mix } from "./contrast";
import { brandVars, DARK_BASE, DESTRUCTIVE, LIGHT_BASE, primaryVars, SUCCESS, type BasePalette } from "./palette";
import { shellStyle } from "./style";

const hex = fc.tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 })).map(([r, g, b]) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, "0")).join("")}`);

/** The custom properties of one rule of app/globals.css (`:root`, `.theme-dark`). */
function tokens(selector: string): Record<string, string> {
  const css = readFileSync(new URL("../../app/globals.css", import.meta.url), "utf8");
  const start = css.indexOf(`${selector} {`);
  const body = css.slice(start, css.indexOf("}", start));
  return Object.fromEntries([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
}

/** Every text-on-surface pair a palette draws, with the ratio WCAG AA asks of it. */
function pairs(v: Record<string, string>): [string, string, string, number][] {
  const out: [string, string, string, number][] = [];
  const add = (fg: string, bg: string, ratio = AA_TEXT) => {
    if (v[fg] && v[bg] && !v[fg].includes("(") && !v[bg].includes("(")) out.push([fg, bg, `${v[fg]} on ${v[bg]}`, ratio]);
  };
  for (const s of ["background", "card", "popover", "muted", "accent"]) add("--foreground", `--${s}`);
  for (const s of ["card", "popover", "accent"]) add(`--${s}-foreground`, `--${s}`);
  for (const s of ["background", "muted", "accent"]) add("--muted-foreground", `--${s}`);
  for (const s of ["primary", "secondary", "destructive", "brand-accent"]) add(`--${s}-foreground`, `--${s}`);
  for (const s of ["background", "muted"]) {
    for (const t of ["--primary-text", "--secondary-text", "--destructive", "--success"]) add(t, `--${s}`);
  }
  add("--ring", "--background", AA_LARGE);
  for (const band of ["header", "footer"]) {
    add(`--${band}-fg`, `--${band}-bg`);
    add(`--${band}-muted`, `--${band}-bg`);
  }
  return out;
}

function expectReadable(v: Record<string, string>) {
  for (const [fg, bg, what, ratio] of pairs(v)) {
    expect(contrastRatio(v[fg], v[bg]), `${fg} on ${bg}: ${what}`).toBeGreaterThanOrEqual(ratio);
  }
}

describe("the stylesheet's default palette", () => {
  const root = tokens(":root");
  const dark = { ...root, ...tokens(".theme-dark") };

  it("is what lib/themes/palette.ts computes for the default colours", () => {
    for (const [v, page] of [
      [root, LIGHT_BASE],
      [dark, DARK_BASE],
    ] as [Record<string, string>, BasePalette][]) {
      expect(v).toMatchObject(brandVars("primary", root["--primary"], page));
      expect(v).toMatchObject(brandVars("secondary", root["--secondary"], page));
      const surfaces = [page.background, page.card, page.muted];
      expect(v["--destructive"]).toBe(ensureContrast(DESTRUCTIVE, surfaces));
      expect(v["--success"]).toBe(ensureContrast(SUCCESS, surfaces));
      expect([v["--background"], v["--foreground"], v["--muted"], v["--card"]]).toEqual([page.background, page.foreground, page.muted, page.card]);
    }
  });

  it("passes WCAG AA in every pair, light and dark", () => {
    expect(pairs(root).length).toBeGreaterThan(20);
    expectReadable(root);
    expectReadable(dark);
  });
});

describe("an owner's colours", () => {
  it("keep the owner's colour as the fill and choose what goes on it", () => {
    expect(primaryVars("#facc15")).toEqual({ "--primary": "#facc15", "--primary-foreground": "#0f172a", "--primary-text": expect.any(String), "--ring": expect.any(String) });
    expect(primaryVars("#1e3a8a")["--primary-foreground"]).toBe("#ffffff");
    expect(primaryVars("#1e3a8a")["--primary-text"]).toBe("#1e3a8a");
    expect(primaryVars("not a colour")).toEqual({});
  });

  it("give a readable pair for any primary colour on the light or dark page", () => {
    fc.assert(
      fc.property(hex, fc.constantFrom(LIGHT_BASE, DARK_BASE), (primary, page) => {
        const v: Record<string, string> = { ...primaryVars(primary, page), "--background": page.background, "--muted": page.muted };
        expectReadable(v);
        // Its 12% tint (the dashboard's active item) carries --primary-text too.
        expect(contrastRatio(v["--primary-text"], mix(page.background, primary, 0.12))).toBeGreaterThanOrEqual(AA_TEXT);
      }),
      { numRuns: 1500 },
    );
  }, 30_000);

  it("give a readable shell for any theme colours an owner picks", () => {
    fc.assert(
      fc.property(
        fc.record({ colorPrimary: hex, colorSecondary: hex, colorAccent: hex, colorBackground: hex, colorText: hex, footerBackground: hex }),
        fc.constantFrom("background", "primary", "accent", "inverse"),
        (colours, scheme) => {
          const { vars } = shellStyle({ ...colours, headerColorScheme: scheme });
          expect(vars["--primary"]).toBe(colours.colorPrimary);
          expectReadable(vars);
        },
      ),
      { numRuns: 1000 },
    );
  }, 60_000);
});
