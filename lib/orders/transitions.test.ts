import { describe, expect, it } from "vitest";
import { mayMoveOrder, ORDER_TRANSITIONS } from "./transitions";

const ORDER_STATUSES = ["pending", "processing", "on_hold", "shipped", "delivered", "paid", "failed", "cancelled", "refunded"] as const;

describe("order transitions", () => {
  it("lists every status", () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
  });
  it("keeps cancelled, failed and refunded final, and allows staying put", () => {
    for (const s of ORDER_STATUSES) {
      expect(mayMoveOrder("refunded", s)).toBe(s === "refunded");
      expect(mayMoveOrder("cancelled", s)).toBe(s === "cancelled");
      expect(mayMoveOrder("failed", s)).toBe(s === "failed");
    }
  });
  it("lets a paid order go back to pending (reversed) and a delivered COD order be paid", () => {
    expect(mayMoveOrder("paid", "pending")).toBe(true);
    expect(mayMoveOrder("delivered", "paid")).toBe(true);
    expect(mayMoveOrder("delivered", "pending")).toBe(false);
  });
});
