import { describe, expect, it } from "vitest";
import { keepState, postalCodeLabel, postalCodeRequired, statesOf } from "@/lib/regions";
import { addressSchema, changePasswordFormSchema } from "./schemas";

const base = { firstName: "A", lastName: "B", address1: "1 Road", city: "C", zipCode: "1", country: "IN", state: "Goa" };

const errors = (v: unknown) => {
  const r = addressSchema.safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("address rules", () => {
  it("has fixed state lists for IN, US, CA and AU only", () => {
    expect(statesOf("IN")).toContain("Karnataka");
    expect(statesOf("US")).toHaveLength(51);
    expect(statesOf("CA")).toHaveLength(13);
    expect(statesOf("AU")).toHaveLength(8);
    expect(statesOf("GB")).toBeNull();
  });
  it("requires the state only where the country has a list, and one from the list", () => {
    expect(errors({ ...base, state: "" })).toEqual({ state: "State/Province is required" });
    expect(errors({ ...base, state: "Texas" })).toEqual({ state: "Please select a state from the list" });
    expect(errors({ ...base, country: "GB", state: "" })).toEqual({});
    expect(errors({ ...base, country: "SG", state: "Anything" })).toEqual({});
  });
  it("gives the form's messages and defaults type and isDefault", () => {
    expect(errors({ country: "" })).toMatchObject({
      firstName: expect.any(String),
      country: "Country is required",
    });
    const ok = addressSchema.parse({ ...base, state: "goa", address2: "", phone: "" });
    expect(ok).toMatchObject({ state: "Goa", address2: null, phone: null, type: "shipping", isDefault: false });
  });
  it("refuses a country that is not offered", () => expect(errors({ ...base, country: "XX" })).toEqual({ country: "Country is required" }));
  it("keeps a state only if it is in the chosen country's list", () => {
    expect(keepState("IN", "karnataka")).toBe("Karnataka");
    expect(keepState("US", "Karnataka")).toBe("");
    expect(keepState("GB", "Greater London")).toBe("Greater London");
  });
  it("change password: confirmation must match", () => {
    const r = changePasswordFormSchema.safeParse({ currentPassword: "x", newPassword: "abcdef", confirmPassword: "abcdeg" });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ path: ["confirmPassword"], message: "Passwords do not match" });
  });
});

describe("postal code label", () => {
  it("uses each country's own name for it", () => {
    expect(postalCodeLabel("IN")).toBe("PIN Code");
    expect(postalCodeLabel("US")).toBe("ZIP Code");
    expect(postalCodeLabel("GB")).toBe("Postcode");
    expect(postalCodeLabel("SG")).toBe("Postal Code");
    expect(postalCodeLabel("")).toBe("Postal Code");
  });
});

describe("the postal code's message follows the label the form shows", () => {
  const blank = { firstName: "A", lastName: "B", address1: "1 Road", city: "C", state: "", zipCode: " ", phone: "" };
  const zipMessage = (country: string) => {
    const r = addressSchema.safeParse({ ...blank, country });
    return r.success ? null : r.error.issues.find((i) => i.path[0] === "zipCode")?.message;
  };
  it("says PIN code in India, ZIP code in the US, Postcode in the UK and Australia, Postal code elsewhere", () => {
    expect([postalCodeLabel("IN"), zipMessage("IN")]).toEqual(["PIN Code", "PIN code is required"]);
    expect([postalCodeLabel("US"), zipMessage("US")]).toEqual(["ZIP Code", "ZIP code is required"]);
    expect([postalCodeLabel("GB"), zipMessage("GB")]).toEqual(["Postcode", "Postcode is required"]);
    expect(zipMessage("AU")).toBe("Postcode is required");
    expect([postalCodeLabel("SG"), zipMessage("SG")]).toEqual(["Postal Code", "Postal code is required"]);
    expect(postalCodeRequired("")).toBe("Postal code is required");
  });
  it("accepts a filled code and still limits its length", () => {
    expect(addressSchema.safeParse({ ...blank, country: "GB", zipCode: "NW1 6XE" }).success).toBe(true);
    expect(zipMessageLong()).toBe("At most 20 characters");
  });
  const zipMessageLong = () => {
    const r = addressSchema.safeParse({ ...blank, country: "GB", zipCode: "x".repeat(21) });
    return r.success ? null : r.error.issues.find((i) => i.path[0] === "zipCode")?.message;
  };
});
