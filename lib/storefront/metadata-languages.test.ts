import { describe, expect, it } from "vitest";
import { languageAlternates } from "./metadata";
import { sitemapXml } from "./seo";

const store = (languages: string[], prefix: string | null, defaultLanguage = "en") => ({
  row: { languages, defaultLanguage } as never,
  language: { code: prefix ?? defaultLanguage, dir: "ltr" as const, prefix, enabled: true, isDefault: !prefix },
});

/** hreflang alternates and the per-language canonical (issue 44 §1, record 0162). */
describe("language alternates", () => {
  it("one language: a canonical and no alternates", () => {
    expect(languageAlternates(store(["en"], null), "https://shop.example", "/products")).toEqual({ canonical: "https://shop.example/products" });
  });
  it("every enabled language with x-default on the default's URL; the canonical is the page's own language", () => {
    const a = languageAlternates(store(["en", "hi", "ar"], "hi"), "https://shop.example", "/product/mug");
    expect(a.canonical).toBe("https://shop.example/hi/product/mug");
    expect(a.languages).toEqual({
      en: "https://shop.example/product/mug",
      hi: "https://shop.example/hi/product/mug",
      ar: "https://shop.example/ar/product/mug",
      "x-default": "https://shop.example/product/mug",
    });
    // The home page: no trailing slash after the prefix; the default language's home keeps its slash.
    const home = languageAlternates(store(["hi", "en"], "en", "hi"), "https://shop.example", "/");
    expect(home.canonical).toBe("https://shop.example/en");
    expect(home.languages).toMatchObject({ hi: "https://shop.example/", en: "https://shop.example/en" });
  });
  it("the sitemap lists each alternate with the xhtml namespace", () => {
    const xml = sitemapXml([{ url: "https://s.example/hi", alternates: { en: "https://s.example/", hi: "https://s.example/hi" } }]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain('<url><loc>https://s.example/hi</loc><xhtml:link rel="alternate" hreflang="en" href="https://s.example/"/><xhtml:link rel="alternate" hreflang="hi" href="https://s.example/hi"/></url>');
    expect(sitemapXml([{ url: "https://s.example/" }])).not.toContain("xhtml");
  });
});
