import { describe, expect, it } from "vitest";
import { htmlLanguageScript, languageBannerScript } from "./banner-script";

/** The inline scripts are strings: a slip in their escaping is a syntax error no type check sees. */
describe("the language scripts", () => {
  it("parse as JavaScript, with the store's languages in them", () => {
    const src = languageBannerScript(["en", "hi", "ar"], "en", "en", "/store/x");
    expect(() => new Function(src)).not.toThrow();
    expect(src).toContain('"h":"?lang=hi"');
    expect(src).toContain("(?:checkout|customer|order)");
    expect(() => new Function(htmlLanguageScript("ar", "rtl"))).not.toThrow();
  });
  it("cannot be closed early by a store's text", () => {
    expect(languageBannerScript(["en", "hi"], "en", "en", "/store/</script>")).not.toContain("</script>");
  });
});
