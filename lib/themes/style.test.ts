import { describe, expect, it } from "vitest";
import { parseFont } from "./fonts";
import { camelKey, defaultSettings, settingsOf, THEMES } from "./registry";
import { contrastRatio } from "./contrast";
import { shellStyle } from "./style";

describe("shellStyle", () => {
  it("turns settings into CSS variables and data attributes", () => {
    const { vars, attrs } = shellStyle({ colorPrimary: "#facc15", typeBodyFont: "roboto_n5", cornerRadius: 12, headingCase: "uppercase", stickyHeader: false });
    expect(vars).toMatchObject({ "--primary": "#facc15", "--primary-foreground": "#0f172a", "--radius": "12px", "--theme-font-body-weight": "500" });
    expect(vars["--theme-font-body"]).toContain("--font-roboto");
    expect(attrs).toEqual({ "data-heading-case": "uppercase", "data-sticky-header": "false" });
  });

  it("emits nothing for what is not set, so the legacy theme class still decides", () => {
    expect(shellStyle({})).toEqual({ vars: {}, attrs: {} });
    expect(shellStyle({ colorPrimary: "not-a-colour" }).vars).toEqual({});
  });

  it("keeps the owner's text colour where it reads, and lightens or darkens it just enough where not", () => {
    expect(shellStyle({ colorBackground: "#ffffff", colorText: "#1c1917" }).vars["--foreground"]).toBe("#1c1917");
    const onDark = shellStyle({ colorBackground: "#0e0e12", colorText: "#111111" }).vars["--foreground"];
    expect(contrastRatio(onDark, "#0e0e12")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(onDark, "#0e0e12")).toBeLessThan(5);
  });

  it("chooses text on the owner's colours by contrast, and keeps the colours themselves", () => {
    // The default blue takes near-black text (white is 3.7:1); as link text on white it is darkened to 4.5:1.
    const blue = shellStyle({ colorPrimary: "#3b82f6", colorSecondary: "#10b981" }).vars;
    expect(blue).toMatchObject({ "--primary": "#3b82f6", "--primary-foreground": "#0f172a", "--secondary": "#10b981", "--secondary-foreground": "#0f172a" });
    expect(contrastRatio(blue["--primary-text"], "#ffffff")).toBeGreaterThanOrEqual(4.5);
    // A dark primary keeps white text and is its own text colour.
    expect(shellStyle({ colorPrimary: "#1e3a8a" }).vars).toMatchObject({ "--primary-foreground": "#ffffff", "--primary-text": "#1e3a8a" });
    // On the legacy dark page the primary's text shade is lightened instead.
    const dark = shellStyle({ colorPrimary: "#1e3a8a" }, { background: "#0b1120", foreground: "#e2e8f0", muted: "#1f2937", card: "#111827" }).vars;
    expect(contrastRatio(dark["--primary-text"], "#0b1120")).toBeGreaterThanOrEqual(4.5);
  });

  it("gives a header in the primary colour text and muted text that read on it", () => {
    const { vars, attrs } = shellStyle({ colorPrimary: "#8b5cf6", headerColorScheme: "primary", colorBackground: "#0e0e12", colorText: "#f4f4f5" });
    expect(attrs["data-header-scheme"]).toBe("primary");
    expect(vars["--header-bg"]).toBe("#8b5cf6");
    expect(contrastRatio(vars["--header-fg"], "#8b5cf6")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(vars["--header-muted"], "#8b5cf6")).toBeGreaterThanOrEqual(4.5);
  });
});

describe("the theme registry", () => {
  it("gives every theme the same setting keys and valid defaults", () => {
    const keys = THEMES.map((t) => Object.keys(defaultSettings(t)).sort().join());
    expect(new Set(keys).size).toBe(1);
    for (const t of THEMES) {
      for (const s of settingsOf(t)) {
        if (s.type === "range") expect(Number(s.default)).toBeGreaterThanOrEqual(s.min!);
        if (s.type === "font_picker") expect(parseFont(s.default).family).toBe(String(s.default).split("_n")[0]);
      }
    }
    expect(camelKey("type_body_font")).toBe("typeBodyFont");
  });
});
