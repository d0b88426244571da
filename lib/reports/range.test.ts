import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkRange, compareRange, intervalField, periodOf, periodsBetween, rangeFields, resolveRange } from "./range";
import { localDateOf, startOfLocalDay, storeTimeZone, zoneOffsetMs } from "./time-zone";

const schema = z.object({ ...rangeFields, interval: intervalField }).superRefine(checkRange);

describe("report ranges", () => {
  it("start a local day at the zone's midnight, DST included", () => {
    expect(startOfLocalDay("2026-11-28", "Asia/Kolkata").toISOString()).toBe("2026-11-27T18:30:00.000Z");
    expect(startOfLocalDay("2026-03-08", "America/New_York").toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(startOfLocalDay("2026-03-09", "America/New_York").toISOString()).toBe("2026-03-09T04:00:00.000Z");
    expect(zoneOffsetMs(Date.parse("2026-07-01T00:00:00Z"), "Europe/London")).toBe(3_600_000);
    expect(localDateOf(new Date("2026-11-27T18:29:59Z"), "Asia/Kolkata")).toBe("2026-11-27");
    expect(localDateOf(new Date("2026-11-27T18:30:00Z"), "Asia/Kolkata")).toBe("2026-11-28");
  });

  it("take the store's zone, else its country's, else UTC", () => {
    expect(storeTimeZone({ timeZone: "Europe/Paris", country: "IN" })).toBe("Europe/Paris");
    expect(storeTimeZone({ timeZone: null, country: "IN" })).toBe("Asia/Kolkata");
    expect(storeTimeZone({ timeZone: "Mars/Olympus", country: "ZZ" })).toBe("UTC");
  });

  it("group by day, Monday-started week and month", () => {
    expect(periodOf("2026-11-29", "week")).toBe("2026-11-23"); // a Sunday
    expect(periodOf("2026-11-30", "week")).toBe("2026-11-30"); // a Monday
    expect(periodOf("2026-11-29", "month")).toBe("2026-11");
    expect(periodsBetween("2026-11-28", "2026-12-02", "day")).toEqual(["2026-11-28", "2026-11-29", "2026-11-30", "2026-12-01", "2026-12-02"]);
    expect(periodsBetween("2026-11-28", "2026-12-08", "week")).toEqual(["2026-11-23", "2026-11-30", "2026-12-07"]);
    expect(periodsBetween("2026-01-31", "2026-03-01", "month")).toEqual(["2026-01", "2026-02", "2026-03"]);
  });

  it("compare with the period before or the year before", () => {
    const r = resolveRange({ from: "2026-11-01", to: "2026-11-30" }, "Asia/Kolkata", "2026-11-28");
    expect(compareRange(r, "previous_period")).toMatchObject({ from: "2026-10-02", to: "2026-10-31" });
    expect(compareRange(resolveRange({ from: "2028-02-29", to: "2028-03-01" }, "UTC", "2028-03-01"), "previous_year")).toMatchObject({ from: "2027-02-28", to: "2027-03-01" });
    expect(resolveRange({}, "UTC", "2026-11-28")).toMatchObject({ from: "2026-10-30", to: "2026-11-28" });
  });

  it("refuse dates in the wrong order, too long a range, bad dates and intervals, naming the field", () => {
    const issues = (q: object) => schema.safeParse(q).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(issues({ from: "2026-11-02", to: "2026-11-01" })).toEqual(["from: from must not be after to"]);
    expect(issues({ from: "2020-01-01", to: "2026-11-01" })).toEqual(["from: A report covers at most 5 years"]);
    expect(issues({ from: "2026-02-30" })).toEqual(["from: from must be a date (YYYY-MM-DD)"]);
    expect(issues({ interval: "hour" })).toEqual(["interval: interval must be day, week or month"]);
    expect(schema.safeParse({ from: "2021-11-02", to: "2026-11-01" }).success).toBe(true);
  });
});
