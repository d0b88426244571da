import { describe, expect, it } from "vitest";
import { defaultLevel, placeLabel, stateDisabled, toLevelPayload, validateLevel, withCountry } from "./level-draft";

describe("staged tax level rows", () => {
  it("defaults to level 1, US and Georgia", () => {
    expect(defaultLevel()).toMatchObject({ level: 1, country: "US", state: "Georgia", applyToAllCountries: false, applyToAllStates: false });
  });

  it("picking a country clears the state", () => {
    expect(withCountry(defaultLevel(), "IN")).toMatchObject({ country: "IN", state: "" });
  });

  it("the state picker is disabled when either scope is all or no country is chosen", () => {
    expect(stateDisabled(defaultLevel())).toBe(false);
    expect(stateDisabled({ ...defaultLevel(), applyToAllCountries: true })).toBe(true);
    expect(stateDisabled({ ...defaultLevel(), applyToAllStates: true })).toBe(true);
    expect(stateDisabled({ ...defaultLevel(), country: "" })).toBe(true);
  });

  it("validates label, rate (0..100, 3 decimals) and place", () => {
    expect(validateLevel(defaultLevel())).toEqual({ labelName: "Label is required", taxRate: "Tax rate is required" });
    const ok = { ...defaultLevel(), labelName: "Sales", taxRate: "7.125" };
    expect(validateLevel(ok)).toEqual({});
    expect(validateLevel({ ...ok, taxRate: "7.1255" }).taxRate).toBeDefined();
    expect(validateLevel({ ...ok, taxRate: "101" }).taxRate).toBeDefined();
    expect(validateLevel({ ...ok, state: "" }).state).toBe("Choose a state or All States");
    expect(validateLevel({ ...ok, country: "GB", state: "" })).toEqual({});
  });

  it("sends null country/state for all", () => {
    const base = { ...defaultLevel(), labelName: " VAT ", taxRate: "20" };
    expect(toLevelPayload({ ...base, applyToAllCountries: true })).toEqual({
      level: 1,
      labelName: "VAT",
      taxRate: "20",
      country: null,
      applyToAllCountries: true,
      state: null,
      applyToAllStates: true,
    });
    expect(toLevelPayload({ ...base, applyToAllStates: true })).toMatchObject({ country: "US", state: null, applyToAllStates: true });
    expect(toLevelPayload(base)).toMatchObject({ country: "US", state: "Georgia", applyToAllStates: false });
    const name = (c: string) => (c === "US" ? "United States" : c);
    expect(placeLabel(toLevelPayload(base), name)).toBe("United States, Georgia");
    expect(placeLabel(toLevelPayload({ ...base, applyToAllCountries: true }), name)).toBe("All countries");
  });
});
