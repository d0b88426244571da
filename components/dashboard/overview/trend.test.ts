import { describe, expect, it } from "vitest";
import { revenueTrend } from "./trend";

describe("the revenue card's trend line", () => {
  it("reads as a sentence in every case", () => {
    expect(revenueTrend(null, "1200.00")).toBe("New this month (no sales last month)");
    expect(revenueTrend(0, "0")).toBe("No sales this month or last");
    expect(revenueTrend(0, "0.00")).toBe("No sales this month or last");
    expect(revenueTrend(0, "500.00")).toBe("Same as last month");
    expect(revenueTrend(12.5, "1125.00")).toBe("+12.5% from last month");
    expect(revenueTrend(-40, "300.00")).toBe("-40% from last month");
  });
  it("never says 'New this month from last month' or '0% from last month'", () => {
    for (const [g, r] of [[null, "1.00"], [null, "0.00"], [0, "0.00"], [0, "5.00"]] as const) {
      expect(revenueTrend(g, r)).not.toMatch(/New this month from|^0% from/);
    }
  });
});
