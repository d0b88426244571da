import { describe, expect, it } from "vitest";
import { editableContentSchema, isSafeUrl, type EditableContent } from "./schemas";
import { DEFAULT_HOME, homeComposition } from "./home";
import { duplicateSection, itemButton, itemText, moveSection, newSection, removeSection, sectionButton, sectionText } from "./sections";

describe("isSafeUrl", () => {
  it("accepts store paths and http(s), refuses script and protocol-relative URLs", () => {
    for (const ok of ["", "/products", "/collections/summer?x=1", "https://example.com/a", "http://x.y", "#top"]) expect(isSafeUrl(ok), ok).toBe(true);
    for (const bad of ["javascript:alert(1)", " JAVASCRIPT:alert(1)", "data:text/html,x", "vbscript:x", "//evil.example", "/\\evil.example", "java\tscript:x", "products"])
      expect(isSafeUrl(bad), bad).toBe(false);
  });
});

describe("sections", () => {
  it("fills defaults and refuses duplicate ids", () => {
    const parsed = editableContentSchema.parse({ sections: [{ id: "s_1", type: "collection" }] });
    expect(parsed.sections[0].content).toEqual({ itemsToShow: 4, showTitle: true });
    expect(editableContentSchema.safeParse({ sections: [{ id: "s_1", type: "text" }, { id: "s_1", type: "text" }] }).success).toBe(false);
  });

  it("moves, duplicates (with the section's edits) and removes (with its edits)", () => {
    const [a, b] = [newSection("text"), newSection("collection")];
    let ec: EditableContent = { content: { [`${a.id}-title`]: "Edited", other: "kept" }, sections: [a, b] };
    ec = moveSection(ec, 1, -1);
    expect(ec.sections.map((s) => s.id)).toEqual([b.id, a.id]);
    expect(moveSection(ec, 0, -1)).toBe(ec);
    ec = duplicateSection(ec, 1);
    const copy = ec.sections[2];
    expect(copy.type).toBe("text");
    expect(copy.id).not.toBe(a.id);
    expect(sectionText(copy, ec.content, "title")).toBe("Edited");
    ec = removeSection(ec, 1);
    expect(ec.sections.map((s) => s.id)).toEqual([b.id, copy.id]);
    expect(ec.content[`${a.id}-title`]).toBeUndefined();
    expect(ec.content.other).toBe("kept");
  });

  it("reads texts and buttons: in-place edits first, then the section's own", () => {
    const hero = newSection("hero");
    expect(sectionText(hero, {}, "title")).toBe("Welcome to our store");
    expect(sectionButton(hero, {})).toMatchObject({ label: "Shop Now", url: "/products" });
    expect(sectionButton(hero, { [`${hero.id}-button-label`]: "Buy", [`${hero.id}-button-url`]: "/sale" })).toMatchObject({ label: "Buy", url: "/sale" });
  });

  it("reads a live item's texts (a hero banner's): the owner's edit under the section, else the item's own", () => {
    const [banners] = homeComposition({ content: {}, sections: [] }).sections;
    const id = "8d1f7c2e-0000-4000-8000-000000000001";
    expect(itemText(banners, {}, id, "title", "From the banner")).toBe("From the banner");
    const key = `${banners.id}-8d1f7c2e000040008000000000000001`;
    expect(itemText(banners, { [`${key}-title`]: "Edited" }, id, "title", "From the banner")).toBe("Edited");
    expect(itemButton(banners, { [`${key}-button-url`]: "/sale" }, id, { label: "Shop", url: "/products" })).toEqual({ id: `${key}-button`, label: "Shop", url: "/sale" });
    // The keys pass the content schema (sections' ids carry no "-", item keys neither).
    expect(editableContentSchema.safeParse({ content: { [`${key}-title`]: "x", [`${key}-button-url`]: "/sale" } }).success).toBe(true);
  });

  it("the home without published sections is the default composition, keeping the owner's texts", () => {
    const ec = homeComposition({ content: { "home_banners-title": "Hi" }, sections: [] });
    expect(ec.sections.map((s) => s.type)).toEqual(["banners", "categories", "collections", "category-tabs"]);
    expect(ec.sections).toEqual(DEFAULT_HOME);
    expect(ec.content).toEqual({ "home_banners-title": "Hi" });
    const own = { content: {}, sections: [newSection("text")] };
    expect(homeComposition(own)).toBe(own);
    // Every default section passes the schema as stored.
    expect(editableContentSchema.safeParse({ sections: DEFAULT_HOME }).success).toBe(true);
  });
});
