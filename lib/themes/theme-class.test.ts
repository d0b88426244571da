import { describe, expect, it } from "vitest";
import { themeClass } from "./theme-class";

describe("themeClass", () => {
  it("maps the known themes and falls back to modern", () => {
    expect(themeClass("dark")).toBe("theme-dark");
    expect(themeClass("minimal")).toBe("theme-minimal");
    expect(themeClass("modern")).toBe("");
    expect(themeClass("neon")).toBe("");
    expect(themeClass(undefined)).toBe("");
  });
});
