import { describe, expect, it } from "vitest";
import { contentLang, groupRows, translateCard, translateFields, translateMenus, translateOptions } from "./translate";

describe("content in a language, field by field", () => {
  it("the default language (or a disabled prefix) reads no translation", () => {
    expect(contentLang({ code: "en", isDefault: true, enabled: true })).toBeNull();
    expect(contentLang({ code: "ta", isDefault: false, enabled: false })).toBeNull();
    expect(contentLang({ code: "hi", isDefault: false, enabled: true })).toBe("hi");
  });

  it("a translated field replaces its text; a missing or blank one keeps the default", () => {
    const card = { name: "Mug", shortDescription: "Handmade" };
    expect(translateCard(card, { name: "प्याला" })).toEqual({ name: "प्याला", shortDescription: "Handmade" });
    expect(translateCard(card, { name: "  ", shortDescription: "हाथ से बना" })).toEqual({ name: "Mug", shortDescription: "हाथ से बना" });
    expect(translateCard(card, undefined)).toBe(card);
    expect(translateFields({ title: "About", slug: "about" }, { title: "बारे में", slug: "x" }, ["title"])).toEqual({ title: "बारे में", slug: "about" });
  });

  it("options and the variants' values move together; a generated title follows, an own title stays", () => {
    const { options, variants } = translateOptions(
      [{ name: "Size", values: ["S", "M"] }, { name: "Color", values: ["Red"] }],
      [{ options: ["S", "Red"], title: "S / Red" }, { options: ["M", "Red"], title: "Medium red" }],
      { "options.Size": "आकार", "options.Size.S": "छोटा", "options.Color.Red": "लाल" },
    );
    expect(options).toEqual([{ name: "आकार", values: ["छोटा", "M"] }, { name: "Color", values: ["लाल"] }]);
    expect(variants).toEqual([{ options: ["छोटा", "लाल"], title: "छोटा / लाल" }, { options: ["M", "लाल"], title: "Medium red" }]);
  });

  it("menu labels by item id, children too", () => {
    const byType = groupRows([{ t: "menu-item", id: "b", f: "label", v: "दुकान" }, { t: "menu-item", id: "c", f: "label", v: "कपड़े" }]);
    const menus = { header: [{ id: "m", name: "Main", items: [{ id: "a", label: "Home", href: "/", openInNewTab: false, children: [] }, { id: "b", label: "Shop", href: "/products", openInNewTab: false, children: [{ id: "c", label: "Apparel", href: null, openInNewTab: false }] }] }], footer: [] };
    const out = translateMenus(menus, byType.get("menu-item"));
    expect(out.header[0].items.map((i) => i.label)).toEqual(["Home", "दुकान"]);
    expect(out.header[0].items[1].children[0].label).toBe("कपड़े");
  });
});
