import { describe, expect, it } from "vitest";
import { pageWindow } from "./pagination";

describe("pageWindow", () => {
  it("shows every page of a short listing", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });
  it("keeps the first and last page and two either side of the current one, with gaps", () => {
    expect(pageWindow(1, 85)).toEqual([1, 2, 3, "gap", 85]);
    expect(pageWindow(40, 85)).toEqual([1, "gap", 38, 39, 40, 41, 42, "gap", 85]);
    expect(pageWindow(85, 85)).toEqual([1, "gap", 83, 84, 85]);
    expect(pageWindow(4, 85)).toEqual([1, 2, 3, 4, 5, 6, "gap", 85]);
  });
});
