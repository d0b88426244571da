import { describe, expect, it } from "vitest";
import {
  addOption,
  addValues,
  draftPayload,
  EMPTY_DRAFT,
  fromProduct,
  moveOption,
  regenerate,
  rowTitle,
  setForAll,
  updateRow,
  type OptionDraft,
  type VariantsDraft,
} from "./variant-drafts";

const single = { price: "499.00", compareAtPrice: "", quantity: "7", sku: "TEE", costPrice: "250.00", barcode: "890123", weight: "0.30" };
const titles = (d: VariantsDraft) => d.rows.map((r) => rowTitle(r, d.options));
const opt = (uid: string, name: string, values: string[]): OptionDraft => ({ uid, name, values });

function variant(id: string, options: string[], over: Partial<{ price: string; quantity: number; sku: string }> = {}) {
  return {
    id,
    title: options.join(" / "),
    options,
    price: over.price ?? "499.00",
    compareAtPrice: null,
    costPrice: null,
    sku: over.sku ?? null,
    barcode: null,
    trackQuantity: true,
    quantity: over.quantity ?? 3,
    weight: null,
    image: null,
    position: 0,
    available: true,
  };
}

describe("option value chips", () => {
  it("adds trimmed values, several at once with commas, and refuses one already there whatever its case", () => {
    expect(addValues([], " S ")).toEqual({ values: ["S"], error: null });
    expect(addValues(["S"], "M, L,,")).toEqual({ values: ["S", "M", "L"], error: null });
    expect(addValues(["S", "M"], "m")).toEqual({ values: ["S", "M"], error: '"m" is already a value' });
    expect(addValues(["S"], "M, s")).toEqual({ values: ["S", "M"], error: '"s" is already a value' });
    expect(addValues([], "x".repeat(101)).error).toBe("A value must be at most 100 characters");
  });
});

describe("variant rows follow the options", () => {
  it("turns a product's single variant into the first combination; new rows copy its price with stock left to type", () => {
    let d = addOption({ ...EMPTY_DRAFT, defaultId: "def" });
    d = regenerate(d, [{ ...d.options[0], name: "Size", values: ["S", "M"] }], single);
    expect(titles(d)).toEqual(["S", "M"]);
    expect(d.rows[0]).toMatchObject({ id: "def", price: "499.00", quantity: "7", sku: "TEE", costPrice: "250.00", barcode: "890123", weight: "0.30" });
    expect(d.rows[1]).toMatchObject({ price: "499.00", quantity: "", sku: "", costPrice: "", barcode: "", weight: "" });
    expect(d.rows[1].id).toBeUndefined();
  });

  it("keeps rows (ids and stock) matched by their values, case-insensitively, when values are added, removed and re-added", () => {
    const size = opt("o0", "Size", ["S", "M"]);
    let d = regenerate({ ...EMPTY_DRAFT, options: [size] }, [size], null);
    d = updateRow(d, d.rows[1].key, { quantity: "4" });
    const mKey = d.rows[1].key;
    d = regenerate(d, [opt("o0", "Size", ["S", "m", "L"])], null);
    expect(titles(d)).toEqual(["S", "m", "L"]);
    expect(d.rows[1]).toMatchObject({ key: mKey, quantity: "4" });
    d = regenerate(d, [opt("o0", "Size", ["S", "L"])], null);
    expect(titles(d)).toEqual(["S", "L"]);
    d = regenerate(d, [opt("o0", "Size", ["S", "L", "M"])], null);
    expect(d.rows[2]).toMatchObject({ key: mKey, quantity: "4" });
  });

  it("carries a row into the first value of an added option, and back when that option goes", () => {
    const p = { options: [{ name: "Size", values: ["S", "M"] }], variants: [variant("vs", ["S"], { quantity: 5 }), variant("vm", ["M"], { quantity: 2 })] };
    let d = fromProduct(p);
    const colour = opt("c", "Colour", ["Navy", "Grey"]);
    d = regenerate(d, [...d.options, colour], null);
    expect(titles(d)).toEqual(["S / Navy", "S / Grey", "M / Navy", "M / Grey"]);
    expect(d.rows.map((r) => r.id)).toEqual(["vs", undefined, "vm", undefined]);
    expect(d.rows[2].quantity).toBe("2");
    d = regenerate(d, [d.options[0]], null);
    expect(d.rows.map((r) => r.id)).toEqual(["vs", "vm"]);
  });

  it("reorders rows and titles with the options, keeping every row", () => {
    const p = {
      options: [
        { name: "Size", values: ["S", "M"] },
        { name: "Colour", values: ["Navy"] },
      ],
      variants: [variant("a", ["S", "Navy"]), variant("b", ["M", "Navy"])],
    };
    const d = moveOption(fromProduct(p), 1, -1);
    expect(d.options.map((o) => o.name)).toEqual(["Colour", "Size"]);
    expect(titles(d)).toEqual(["Navy / S", "Navy / M"]);
    expect(d.rows.map((r) => r.id)).toEqual(["a", "b"]);
  });

  it("leaves out a combination a stored product does not sell, and never sends a left-out row", () => {
    const p = { options: [{ name: "Size", values: ["S", "M", "L"] }], variants: [variant("a", ["S"]), variant("c", ["L"])] };
    const d = fromProduct(p);
    expect(d.rows.map((r) => r.removed)).toEqual([false, true, false]);
    const payload = draftPayload(d, true);
    expect(payload.variants.map((v) => v.options)).toEqual([["S"], ["L"]]);
    expect(payload.variants[0]).toMatchObject({ id: "a", trackQuantity: true, quantity: "3", price: "499.00", image: "" });
    // Cost, barcode and weight go back as stored (a stored value is never cleared by an edit elsewhere).
    expect(payload.variants[0]).toMatchObject({ costPrice: "", barcode: "", weight: "" });
    const stored = fromProduct({ options: p.options, variants: [{ ...variant("a", ["S"]), costPrice: "120.00", barcode: "8901", weight: "0.25" }] });
    expect(draftPayload(stored, true).variants[0]).toMatchObject({ costPrice: "120.00", barcode: "8901", weight: "0.25" });
  });

  it("makes at most 100 rows however many combinations the options make, and counts them", () => {
    const many = (p: string) => Array.from({ length: 20 }, (_, i) => `${p}${i}`);
    const d = regenerate(EMPTY_DRAFT, [opt("a", "A", many("a")), opt("b", "B", many("b"))], null);
    expect(d.rows).toHaveLength(100);
    expect(d.combos).toBe(400);
    expect(titles(d).slice(0, 2)).toEqual(["a0 / b0", "a0 / b1"]);
    expect(titles(d)[99]).toBe("a4 / b19");
  });
});

describe("set for all", () => {
  it("sets the field on every kept row and leaves left-out rows alone", () => {
    const size = opt("o0", "Size", ["S", "M", "L"]);
    let d = regenerate(EMPTY_DRAFT, [size], null);
    d = updateRow(d, d.rows[1].key, { removed: true });
    d = setForAll(d, "quantity", "10");
    expect(d.rows.map((r) => r.quantity)).toEqual(["10", "", "10"]);
    d = setForAll(d, "price", "599");
    expect(d.rows.map((r) => r.price)).toEqual(["599", "", "599"]);
  });
});
