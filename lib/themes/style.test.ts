import { describe, expect, it } from "vitest";
import { parseFont } from "./fonts";
import { camelKey, defaultSettings, settingsOf, THEMES } from "./registry";
import { luminance, readableOn, shellStyle } from "./style";

describe("the 0.5 luminance rule", () => {
  it("puts dark text on light colours and light text on dark ones", () => {
    expect(luminance("#ffffff")).toBeCloseTo(1);
    expect(luminance("#000000")).toBe(0);
    expect(readableOn("#facc15")).toBe("#0f172a");
    expect(readableOn("#8b5cf6")).toBe("#ffffff");
    expect(readableOn("#3b82f6")).toBe("#ffffff");
    expect(readableOn("#fff")).toBe("#0f172a");
  });
});

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

  it("keeps text readable when the chosen text colour would vanish on the background", () => {
    expect(shellStyle({ colorBackground: "#0e0e12", colorText: "#111111" }).vars["--foreground"]).toBe("#ffffff");
    expect(shellStyle({ colorBackground: "#ffffff", colorText: "#1c1917" }).vars["--foreground"]).toBe("#1c1917");
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
