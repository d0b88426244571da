import { describe, expect, it } from "vitest";
import { parcelSplit } from "./parcels";

const lines = [
  { id: "tee", quantity: 2 },
  { id: "mug", quantity: 1 },
];
const first = { id: "p1", items: [{ orderItemId: "tee", quantity: 2 }] };
const second = { id: "p2", items: [{ orderItemId: "mug", quantity: 1 }] };

describe("parcelSplit", () => {
  it("a first parcel with one of two lines: the other is still to come", () => {
    expect(parcelSplit(lines, [first], "p1")).toEqual({ inParcel: [{ itemId: "tee", quantity: 2 }], toCome: [{ itemId: "mug", quantity: 1 }], number: 1, complete: false });
  });
  it("the first parcel's story does not change once the second has left", () => {
    expect(parcelSplit(lines, [first, second], "p1").toCome).toEqual([{ itemId: "mug", quantity: 1 }]);
  });
  it("the last parcel completes the order", () => {
    expect(parcelSplit(lines, [first, second], "p2")).toMatchObject({ inParcel: [{ itemId: "mug", quantity: 1 }], toCome: [], number: 2, complete: true });
  });
  it("part of a line: the rest of that line is still to come; without a parcel named, counts everything shipped", () => {
    const part = { id: "p1", items: [{ orderItemId: "tee", quantity: 1 }] };
    expect(parcelSplit(lines, [part]).toCome).toEqual([
      { itemId: "tee", quantity: 1 },
      { itemId: "mug", quantity: 1 },
    ]);
    expect(parcelSplit(lines, []).toCome).toHaveLength(2);
  });
});
