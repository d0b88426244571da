import { describe, expect, it } from "vitest";
import { addRange, draftFromTier, emptyDraft, removeRange, toggleCountry, toPayload, validateDraft } from "./tier-draft";

describe("shipping tier form rules", () => {
  it("starts with one range 0 to 50 at price 0 and All Countries", () => {
    const d = emptyDraft();
    expect(d.priceRanges).toEqual([{ from: "0", to: "50", price: "0" }]);
    expect(d.countries).toEqual(["ALL"]);
  });

  it("a new range starts at the previous range's upper bound", () => {
    const r = addRange([{ from: "0", to: "50", price: "0" }]);
    expect(r[1]).toEqual({ from: "50", to: "", price: "" });
    expect(addRange(r)[2]!.from).toBe("");
  });

  it("at least one range remains", () => {
    const one = [{ from: "0", to: "50", price: "0" }];
    expect(removeRange(one, 0)).toBe(one);
    expect(removeRange(addRange(one), 0)).toEqual([{ from: "50", to: "", price: "" }]);
  });

  it("All Countries clears the others; unticking the last country returns to All", () => {
    expect(toggleCountry(["ALL"], "US", true)).toEqual(["US"]);
    expect(toggleCountry(["US"], "CA", true)).toEqual(["US", "CA"]);
    expect(toggleCountry(["US", "CA"], "ALL", true)).toEqual(["ALL"]);
    expect(toggleCountry(["US", "CA"], "US", false)).toEqual(["CA"]);
    expect(toggleCountry(["CA"], "CA", false)).toEqual(["ALL"]);
    expect(toggleCountry(["ALL"], "ALL", false)).toEqual(["ALL"]);
  });

  it("validates name, fixed price and ranges", () => {
    expect(validateDraft(emptyDraft())).toEqual({ name: "Name is required", fixedPrice: "Fixed price is required" });
    const v = { ...emptyDraft(), name: "V", pricingType: "variable" as const, priceRanges: [{ from: "", to: "", price: "" }, { from: "10", to: "5", price: "1" }] };
    expect(validateDraft(v)).toEqual({
      "priceRanges.0.from": "From is required",
      "priceRanges.0.price": "Price is required",
      "priceRanges.1.to": "To must be more than From",
    });
    expect(validateDraft({ ...emptyDraft(), name: "F", fixedPrice: "4.999" }).fixedPrice).toBeDefined();
    expect(validateDraft({ ...emptyDraft(), name: "F", fixedPrice: "49.5" })).toEqual({});
  });

  it("sends countries only for international tiers, and a blank 'to' as null", () => {
    const d = { ...emptyDraft(), name: " Express ", pricingType: "variable" as const, priceRanges: [{ from: "0", to: "", price: "9" }] };
    const dom = toPayload(d, "domestic");
    expect(dom).not.toHaveProperty("countries");
    expect(dom).toMatchObject({ name: "Express", fixedPrice: null, priceRanges: [{ from: "0", to: null, price: "9" }] });
    expect(toPayload({ ...d, countries: ["US"] }, "international")).toMatchObject({ countries: ["US"] });
  });

  it("edits a stored tier", () => {
    const d = draftFromTier({
      id: "x",
      createdAt: "",
      name: "T",
      shippingType: "international",
      pricingType: "fixed",
      fixedPrice: "5.00",
      freeAbove: null,
      priceRanges: [],
      countries: [],
      deliveryTime: null,
      isActive: false,
    });
    expect(d).toMatchObject({ fixedPrice: "5.00", freeAbove: "", countries: ["ALL"], priceRanges: [{ from: "0", to: "50", price: "0" }], isActive: false });
  });
});
