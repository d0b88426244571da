import { describe, expect, it } from "vitest";
import { isColourOption, swatchColour } from "./swatch";

describe("swatchColour", () => {
  it("recognises colour options by name, in either spelling", () => {
    expect(isColourOption("Colour")).toBe(true);
    expect(isColourOption("color")).toBe(true);
    expect(isColourOption("Strap colours")).toBe(true);
    expect(isColourOption("Size")).toBe(false);
    expect(isColourOption("Discolouration")).toBe(false);
  });
  it("paints CSS colour names (spaces and case ignored), hex values and a few garment names", () => {
    expect(swatchColour("Colour", "Navy")).toBe("navy");
    expect(swatchColour("Color", "Forest Green")).toBe("forestgreen");
    expect(swatchColour("Colour", "#1E3A8A")).toBe("#1e3a8a");
    expect(swatchColour("Colour", "#fff")).toBe("#fff");
    expect(swatchColour("Colour", "Heather Grey")).toBe("#9aa0a6");
    expect(swatchColour("Colour", "Charcoal")).toBe("#36454f");
  });
  it("shows anything else as text", () => {
    expect(swatchColour("Colour", "Sunset Stripe")).toBeNull();
    expect(swatchColour("Colour", "#12")).toBeNull();
    expect(swatchColour("Colour", "url(x)")).toBeNull();
    // A colour word under another option is a label, not a swatch.
    expect(swatchColour("Size", "Navy")).toBeNull();
  });
});
