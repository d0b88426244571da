import { describe, expect, it } from "vitest";
import { anythingLeftToShip, fulfillmentLabel, linesLeftToShip, shipmentItems } from "./fulfillment";
import { newestFirst } from "./timeline-card";

const items = [
  { id: "a", quantity: 2 },
  { id: "b", quantity: 1 },
];

describe("quantities left to ship", () => {
  it("counts every shipment per line", () => {
    const f = [{ items: [{ orderItemId: "a", quantity: 1 }] }, { items: [{ orderItemId: "a", quantity: 1 }, { orderItemId: "b", quantity: 1 }] }];
    expect(linesLeftToShip(items, f.slice(0, 1)).map((l) => [l.item.id, l.shipped, l.left])).toEqual([
      ["a", 1, 1],
      ["b", 0, 1],
    ]);
    expect(anythingLeftToShip(items, f)).toBe(false);
    expect(anythingLeftToShip(items, [])).toBe(true);
  });
  it("never below zero", () => {
    expect(linesLeftToShip(items, [{ items: [{ orderItemId: "b", quantity: 5 }] }])[1].left).toBe(0);
  });
  it("the request keeps positive whole quantities and where they came from", () => {
    const r = shipmentItems([
      { orderItemId: "a", quantity: "0" },
      { orderItemId: "b", quantity: "1" },
      { orderItemId: "c", quantity: "1.5" },
      { orderItemId: "d", quantity: "2" },
    ]);
    expect(r.items).toEqual([
      { orderItemId: "b", quantity: 1 },
      { orderItemId: "d", quantity: 2 },
    ]);
    // The server's items.1.quantity is the dialog's line 3.
    expect(r.indexOf[1]).toBe(3);
  });
  it("labels", () => {
    expect([fulfillmentLabel("unfulfilled"), fulfillmentLabel("partial"), fulfillmentLabel("fulfilled")]).toEqual(["Unfulfilled", "Partly shipped", "Shipped"]);
  });
});

describe("timeline order", () => {
  it("newest first, same instant in reverse of arrival", () => {
    const e = [
      { id: "1", createdAt: "2026-01-01T10:00:00Z" },
      { id: "2", createdAt: "2026-01-02T10:00:00Z" },
      { id: "3", createdAt: "2026-01-02T10:00:00Z" },
    ];
    expect(newestFirst(e).map((x) => x.id)).toEqual(["3", "2", "1"]);
  });
});
