import { describe, expect, it } from "vitest";
import { planPricing, yearlySaving } from "./pricing";

describe("plan pricing", () => {
  it("adds 18% GST rounded to the rupee", () => {
    expect(planPricing("monthly")).toEqual({ plan: "monthly", baseAmount: 999, gst: 180, totalAmount: 1179 });
    expect(planPricing("yearly")).toEqual({ plan: "yearly", baseAmount: 10000, gst: 1800, totalAmount: 11800 });
  });
  it("saves ₹2,348 a year on the yearly plan", () => {
    expect(yearlySaving()).toBe(2348);
  });
});
