import { describe, expect, it } from "vitest";
import { chooseValue, choiceTitle, findVariant, initialVariant, isAvailable, valueState, variantSearch, type ShopVariant } from "./variant-choice";

const v = (id: string, options: string[], stock: number | null, price = "599.00"): ShopVariant => ({ id, options, price, compareAtPrice: null, sku: `T-${id}`, stock, image: null });

// Size S/M/L with M out of stock.
const sizes = [v("s", ["S"], 4), v("m", ["M"], 0), v("l", ["L"], 2, "649.00")];
// Size × Colour where M/Navy is sold out and L/White does not exist.
const grid = [
  v("sn", ["S", "Navy"], 3),
  v("sw", ["S", "White"], 1),
  v("mn", ["M", "Navy"], 0),
  v("mw", ["M", "White"], 5),
  v("ln", ["L", "Navy"], null),
];

describe("variant choice", () => {
  it("starts on the variant the URL names, else the first in stock, else the first", () => {
    expect(initialVariant(sizes, "l").id).toBe("l");
    expect(initialVariant(sizes, "m").id).toBe("m"); // a linked sold-out variant is shown as sold out
    expect(initialVariant(sizes, "not-this-products").id).toBe("s");
    expect(initialVariant([v("a", ["S"], 0), v("b", ["M"], 2)]).id).toBe("b");
    expect(initialVariant([v("a", ["S"], 0), v("b", ["M"], 0)]).id).toBe("a");
    expect(initialVariant([v("only", [], null)], null).id).toBe("only");
  });
  it("treats untracked stock as available", () => {
    expect(isAvailable({ stock: null })).toBe(true);
    expect(isAvailable({ stock: 0 })).toBe(false);
  });
  it("marks a sold-out value and disables it when no variant with it is in stock", () => {
    expect(valueState(sizes, ["S"], 0, "M")).toEqual({ state: "soldOut", selectable: false });
    expect(valueState(sizes, ["S"], 0, "L")).toEqual({ state: "available", selectable: true });
  });
  it("marks combinations that are sold out or missing, but keeps values that exist with other choices", () => {
    // With M chosen, Navy is sold out (M/Navy at 0) yet L/Navy and S/Navy are in stock.
    expect(valueState(grid, ["M", "White"], 1, "Navy")).toEqual({ state: "soldOut", selectable: true });
    // With L chosen, White does not exist, but S/White and M/White do.
    expect(valueState(grid, ["L", "Navy"], 1, "White")).toEqual({ state: "missing", selectable: true });
    expect(valueState(grid, ["S", "White"], 0, "L")).toEqual({ state: "missing", selectable: true });
  });
  it("moves to the nearest variant in stock when the exact combination cannot be bought", () => {
    expect(chooseValue(grid, ["S", "Navy"], 0, "M")?.id).toBe("mw");
    expect(chooseValue(grid, ["S", "White"], 0, "L")?.id).toBe("ln");
    expect(chooseValue(grid, ["M", "White"], 1, "Navy")?.id).toBe("sn");
    expect(chooseValue(grid, ["S", "Navy"], 1, "White")?.id).toBe("sw");
    // Nothing in stock with that value: the exact sold-out combination, or nothing.
    expect(chooseValue(sizes, ["S"], 0, "M")?.id).toBe("m");
    expect(chooseValue(sizes, ["S"], 0, "XL")).toBeUndefined();
  });
  it("finds variants by their values and names them", () => {
    expect(findVariant(grid, ["M", "White"])?.id).toBe("mw");
    expect(findVariant(grid, ["L", "White"])).toBeUndefined();
    expect(choiceTitle(grid[3])).toBe("M / White");
    expect(choiceTitle(v("d", [], 1))).toBeNull();
  });
  it("puts the choice in the URL, keeping other parameters", () => {
    expect(variantSearch("", "abc")).toBe("?variant=abc");
    expect(variantSearch("?utm_source=x&variant=old", "abc")).toBe("?utm_source=x&variant=abc");
  });
});
