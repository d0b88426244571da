import { describe, expect, it } from "vitest";
import { ORDER_STATUS_VALUES } from "@/lib/orders/schemas";
import { PAYMENT_METHODS } from "@/lib/checkout/payment-methods";
import { exportApiQuery, FILTER_PAYMENT_METHODS, FILTER_STATUSES, filtersFromParams, filtersToParams, hasFilters, listApiQuery, NO_FILTERS, rangeLabel } from "./order-list-query";

describe("the order list's URL query", () => {
  it("round-trips every filter and keeps other keys (tab)", () => {
    const f = { search: "asha@example.com", status: "shipped", paymentMethod: "cod", paid: "false" as const, source: "draft", from: "2026-01-01", to: "2026-01-31", sort: "total-desc" as const, page: 3 };
    const q = filtersToParams(f, new URLSearchParams("tab=orders&search=old"));
    expect(q.get("tab")).toBe("orders");
    expect(filtersFromParams(q)).toEqual(f);
  });
  it("writes no defaults", () => {
    expect(filtersToParams(NO_FILTERS, new URLSearchParams("tab=orders")).toString()).toBe("tab=orders");
  });
  it("drops unknown or malformed values", () => {
    expect(filtersFromParams(new URLSearchParams("status=lost&paymentMethod=cash&paid=yes&from=01/02/2026&sort=random&page=-2"))).toEqual(NO_FILTERS);
    expect(filtersFromParams(new URLSearchParams("page=2.5")).page).toBe(1);
  });
  it("the API query is always paged; the export's has no page or sort", () => {
    const f = { ...NO_FILTERS, status: "paid", page: 2 };
    expect(listApiQuery(f, 25)).toBe("status=paid&page=2&limit=25");
    expect(listApiQuery(NO_FILTERS, 25)).toBe("page=1&limit=25");
    expect(exportApiQuery({ ...f, sort: "oldest", search: " #IS001 " })).toBe("search=%23IS001&status=paid");
  });
  it("sort and page are not filters", () => {
    expect(hasFilters({ ...NO_FILTERS, sort: "oldest", page: 4 })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, search: "  " })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, to: "2026-01-01" })).toBe(true);
  });
  it("offers the server's statuses and payment methods", () => {
    expect([...FILTER_STATUSES].sort()).toEqual([...ORDER_STATUS_VALUES].sort());
    expect([...FILTER_PAYMENT_METHODS].sort()).toEqual([...PAYMENT_METHODS].sort());
  });
});

describe("rangeLabel", () => {
  it("says where the page is among all matches", () => {
    expect(rangeLabel(1, 25, 100_000)).toBe("1–25 of 100,000");
    expect(rangeLabel(4000, 25, 100_000)).toBe("99,976–100,000 of 100,000");
    expect(rangeLabel(2, 25, 30)).toBe("26–30 of 30");
    expect(rangeLabel(1, 25, 1)).toBe("1–1 of 1");
    expect(rangeLabel(1, 25, 0)).toBe("0 orders");
  });
});
