import { describe, expect, it } from "vitest";
import { mayMoveOrder, ORDER_TRANSITIONS, statusChangeEffects, transitionMessage } from "./transitions";

const ORDER_STATUSES = ["pending", "processing", "on_hold", "shipped", "delivered", "paid", "failed", "cancelled", "refunded"] as const;
const WORKING = ["pending", "processing", "on_hold", "shipped", "delivered", "paid"] as const;

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
    expect(transitionMessage("cancelled", "pending")).toBe("An order that is cancelled cannot be set to pending");
  });
  it("lets every mis-click among the working statuses be corrected, both ways", () => {
    for (const from of WORKING) for (const to of WORKING) expect(mayMoveOrder(from, to), `${from} -> ${to}`).toBe(true);
    expect(mayMoveOrder("shipped", "pending")).toBe(true);
    expect(mayMoveOrder("delivered", "processing")).toBe(true);
    expect(mayMoveOrder("delivered", "pending")).toBe(true);
  });
  it("cancels only an order that has not left; a shipped one is corrected first", () => {
    for (const s of ["pending", "processing", "on_hold", "paid"] as const) expect(mayMoveOrder(s, "cancelled")).toBe(true);
    expect(mayMoveOrder("shipped", "cancelled")).toBe(false);
    expect(mayMoveOrder("delivered", "cancelled")).toBe(false);
    expect(transitionMessage("shipped", "cancelled")).toMatch(/set it back to processing first/);
    expect(mayMoveOrder("shipped", "processing") && mayMoveOrder("processing", "cancelled")).toBe(true);
  });
  it("never moves an order to failed or refunded by hand", () => {
    for (const s of ORDER_STATUSES) {
      if (s !== "failed") expect(mayMoveOrder(s, "failed")).toBe(false);
      if (s !== "refunded") expect(mayMoveOrder(s, "refunded")).toBe(false);
    }
  });
});

describe("what a correction does to stock and money", () => {
  it("parcel moves change nothing", () => {
    expect(statusChangeEffects("shipped", "processing", true)).toEqual([]);
    expect(statusChangeEffects("delivered", "shipped", false)).toEqual([]);
    expect(statusChangeEffects("paid", "shipped", true)).toEqual([]);
  });
  it("paid without money records a payment; with money, nothing new", () => {
    expect(statusChangeEffects("delivered", "paid", false)).toEqual([expect.stringMatching(/payment of the order's total is recorded/)]);
    expect(statusChangeEffects("shipped", "paid", true)).toEqual([]);
  });
  it("back to pending or on hold reverses a recorded payment", () => {
    expect(statusChangeEffects("paid", "pending", true)).toEqual([expect.stringMatching(/reversed/)]);
    expect(statusChangeEffects("shipped", "on_hold", true)).toEqual([expect.stringMatching(/reversed/)]);
    expect(statusChangeEffects("shipped", "pending", false)).toEqual([]);
  });
  it("cancelling returns the stock, reverses money and is final", () => {
    expect(statusChangeEffects("pending", "cancelled", false)).toEqual(["The items go back into stock.", "A cancelled order cannot be reopened."]);
    expect(statusChangeEffects("paid", "cancelled", true)).toHaveLength(3);
    expect(statusChangeEffects("shipped", "cancelled", false)).toEqual([]);
  });
});
