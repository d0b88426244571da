import { describe, expect, it } from "vitest";
import { themeBase, themeClass } from "./theme-class";

describe("themeClass", () => {
  it("maps the known themes and falls back to modern", () => {
    expect(themeClass("dark")).toBe("theme-dark");
    expect(themeClass("minimal")).toBe("theme-minimal");
    expect(themeClass("modern")).toBe("");
    expect(themeClass("neon")).toBe("");
    expect(themeClass(undefined)).toBe("");
  });
});

describe("themeBase", () => {
  it("measures colours against the dark page only under the dark class", () => {
    expect(themeBase("dark").background).toBe("#0b1120");
    expect(themeBase("minimal").background).toBe("#ffffff");
    expect(themeBase(null).background).toBe("#ffffff");
  });
});
