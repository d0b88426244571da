import { describe, expect, it } from "vitest";
import { activityFiltersFrom, activityParams, hasActivityFilters, NO_ACTIVITY_FILTERS } from "./activity-query";

describe("activity filters in the URL", () => {
  it("reads and writes the same filters, leaving empty ones and page 1 out", () => {
    const f = activityFiltersFrom(new URLSearchParams("action=product.updated&from=2026-11-01&page=3&junk=1"));
    expect(f).toEqual({ ...NO_ACTIVITY_FILTERS, action: "product.updated", from: "2026-11-01", page: 3 });
    expect(activityParams(f).toString()).toBe("action=product.updated&from=2026-11-01&page=3");
    expect(activityParams({ ...f, page: 1 }, { limit: "25" }).toString()).toBe("action=product.updated&from=2026-11-01&limit=25");
    expect(activityFiltersFrom(new URLSearchParams("page=-2")).page).toBe(1);
    expect(hasActivityFilters(NO_ACTIVITY_FILTERS)).toBe(false);
    expect(hasActivityFilters(f)).toBe(true);
  });
});
