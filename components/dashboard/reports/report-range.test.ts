import { describe, expect, it } from "vitest";
import { autoInterval, presetDates, rangeFromParams, rangeToParams, storeToday } from "./report-range";

const TODAY = "2026-11-28";
const q = (s: string) => new URLSearchParams(s);

describe("report ranges", () => {
  it("turns each preset into dates counted back from the store's today, inclusive", () => {
    expect(presetDates("today", TODAY)).toEqual({ from: TODAY, to: TODAY });
    expect(presetDates("7d", TODAY)).toEqual({ from: "2026-11-22", to: TODAY });
    expect(presetDates("30d", TODAY)).toEqual({ from: "2026-10-30", to: TODAY });
    expect(presetDates("90d", TODAY)).toEqual({ from: "2026-08-31", to: TODAY });
    expect(presetDates("month", TODAY)).toEqual({ from: "2026-11-01", to: TODAY });
    expect(presetDates("year", TODAY)).toEqual({ from: "2026-01-01", to: TODAY });
  });

  it("reads the last 30 days, by day, with no comparison from an empty URL", () => {
    expect(rangeFromParams(q(""), TODAY)).toEqual({ preset: "30d", from: "2026-10-30", to: TODAY, compare: null, interval: "day", intervalChosen: false });
  });

  it("reads a custom range, a comparison and a chosen interval", () => {
    expect(rangeFromParams(q("range=custom&from=2026-01-05&to=2026-03-01&compare=previous_year&interval=month"), TODAY)).toEqual({
      preset: "custom",
      from: "2026-01-05",
      to: "2026-03-01",
      compare: "previous_year",
      interval: "month",
      intervalChosen: true,
    });
  });

  it("falls back to the default for reversed, malformed or too long custom dates and unknown values", () => {
    for (const bad of ["range=custom&from=2026-03-01&to=2026-01-01", "range=custom&from=2026-02-30&to=2026-03-01", "range=custom&from=2019-01-01&to=2026-01-01", "range=custom"]) {
      expect(rangeFromParams(q(bad), TODAY).preset).toBe("30d");
    }
    const odd = rangeFromParams(q("range=forever&compare=yesterday&interval=hour"), TODAY);
    expect(odd).toMatchObject({ preset: "30d", compare: null, interval: "day", intervalChosen: false });
  });

  it("picks rows by the range's length unless one was chosen", () => {
    expect(autoInterval("2026-11-01", "2026-11-28")).toBe("day");
    expect(autoInterval("2026-08-31", TODAY)).toBe("week");
    expect(autoInterval("2026-01-01", TODAY)).toBe("month");
    expect(rangeFromParams(q("range=year"), TODAY).interval).toBe("month");
    expect(rangeFromParams(q("range=year&interval=week"), TODAY).interval).toBe("week");
  });

  it("writes only what differs from the defaults, keeping the screen's other params", () => {
    const base = rangeFromParams(q(""), TODAY);
    expect(rangeToParams(base).toString()).toBe("");
    expect(rangeToParams({ ...base, preset: "7d", compare: "previous_period" }, q("by=variant&range=90d")).toString()).toBe("by=variant&range=7d&compare=previous_period");
    expect(rangeToParams({ ...base, preset: "custom", from: "2026-01-01", to: "2026-01-31", interval: "week", intervalChosen: true }).toString()).toBe(
      "range=custom&from=2026-01-01&to=2026-01-31&interval=week",
    );
    // Round trip: what is written reads back as the same state.
    const s = rangeFromParams(q("range=custom&from=2026-01-01&to=2026-01-31&compare=previous_year"), TODAY);
    expect(rangeFromParams(rangeToParams(s), TODAY)).toEqual(s);
  });

  it("counts today in the store's zone: 23:30 UTC is already tomorrow in India", () => {
    const instant = Date.UTC(2026, 10, 28, 23, 30);
    expect(storeToday({ country: "IN" }, instant)).toBe("2026-11-29");
    expect(storeToday({ country: "US" }, instant)).toBe("2026-11-28");
    expect(storeToday({ country: "IN", timeZone: "UTC" }, instant)).toBe("2026-11-28");
  });
});
