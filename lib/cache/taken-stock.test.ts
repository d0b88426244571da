import { beforeEach, describe, expect, it, vi } from "vitest";

const expired: string[] = [];
vi.mock("next/cache", () => ({ revalidateTag: (tag: string) => void expired.push(tag) }));

const { invalidateTakenStock, productTag, SHOWN_STOCK_CAP, shownStock, stockRulesTag } = await import("./tags");

describe("an order's stock and the cached pages", () => {
  beforeEach(() => void (expired.length = 0));

  it("expires the page of a tracked product whose shown stock changed (below the cap), not of one still above it", () => {
    invalidateTakenStock("t1", [
      { id: "low", trackQuantity: true, quantity: 4 },
      { id: "edge", trackQuantity: true, quantity: SHOWN_STOCK_CAP - 1 },
      { id: "deep", trackQuantity: true, quantity: SHOWN_STOCK_CAP },
      { id: "untracked", trackQuantity: false, quantity: 0 },
    ]);
    expect(expired).toEqual([productTag("t1", "low"), productTag("t1", "edge"), stockRulesTag("t1")]);
  });

  it("shows stock up to the cap: a deep stock reads the same before and after an order", () => {
    expect(shownStock(5)).toBe(5);
    expect(shownStock(SHOWN_STOCK_CAP + 1)).toBe(shownStock(SHOWN_STOCK_CAP + 2));
  });
});
