import { describe, expect, it } from "vitest";
import { formatDelta, formatPercent, growthPercent, monthBounds } from "./growth";

describe("monthBounds", () => {
  it("gives the UTC calendar months around a date, across a year end", () => {
    const b = monthBounds(new Date("2026-01-15T10:00:00Z"));
    expect(b.lastMonthStart.toISOString()).toBe("2025-12-01T00:00:00.000Z");
    expect(b.thisMonthStart.toISOString()).toBe("2026-01-01T00:00:00.000Z");
    expect(b.nextMonthStart.toISOString()).toBe("2026-02-01T00:00:00.000Z");
  });
  it("handles December", () => {
    const b = monthBounds(new Date("2026-12-31T23:59:59Z"));
    expect(b.nextMonthStart.toISOString()).toBe("2027-01-01T00:00:00.000Z");
  });
});

describe("growthPercent", () => {
  it("computes the change against last month to one decimal", () => {
    expect(growthPercent(1125, 1000)).toBe(12.5);
    expect(growthPercent(500, 1000)).toBe(-50);
    expect(growthPercent(1000, 3000)).toBe(-66.7);
  });
  it("has no percentage when last month had nothing", () => {
    expect(growthPercent(100, 0)).toBeNull();
    expect(growthPercent(0, 0)).toBe(0);
  });
});

describe("formatting", () => {
  it("formats percentages with a sign", () => {
    expect(formatPercent(12.5, 1)).toBe("+12.5%");
    expect(formatPercent(-3, 1)).toBe("-3%");
    expect(formatPercent(0, 0)).toBe("0%");
    expect(formatPercent(null, 50)).toBe("New this month");
  });
  it("formats order deltas", () => {
    expect(formatDelta(10, 2)).toBe("+8 from last month");
    expect(formatDelta(1, 3)).toBe("-2 from last month");
    expect(formatDelta(4, 4)).toBe("Same as last month");
  });
});
