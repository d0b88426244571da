import { describe, expect, it } from "vitest";
import { MAX_LINE_QUANTITY, mergeCarts } from "./merge";
import { MAX_CART_LINES } from "./schemas";

const line = (variantId: string, quantity: number, productId = `p-${variantId}`) => ({ productId, variantId, quantity });
const untracked = () => null;

describe("mergeCarts (sign-in)", () => {
  it("sums a variant's quantities; the stored lines first, the browser's new ones after", () => {
    const r = mergeCarts({ lines: [line("a", 1), line("b", 2)], discountCode: null }, { lines: [line("c", 1), line("a", 2)], discountCode: null }, untracked);
    expect(r.lines).toEqual([line("a", 3), line("b", 2), line("c", 1)]);
  });

  it("caps each line by its variant's stock, and drops a sold-out one", () => {
    const stock: Record<string, number | null> = { a: 4, b: 0, c: null };
    const r = mergeCarts({ lines: [line("a", 3), line("b", 1)], discountCode: null }, { lines: [line("a", 3), line("c", 5000)], discountCode: null }, (id) => stock[id]);
    expect(r.lines).toEqual([line("a", 4), line("c", MAX_LINE_QUANTITY)]);
  });

  it("keeps the stored code; the browser's only when none was stored", () => {
    expect(mergeCarts({ lines: [], discountCode: "STORED" }, { lines: [], discountCode: "BROWSER" }, untracked).discountCode).toBe("STORED");
    expect(mergeCarts({ lines: [], discountCode: null }, { lines: [], discountCode: "BROWSER" }, untracked).discountCode).toBe("BROWSER");
    expect(mergeCarts({ lines: [], discountCode: null }, { lines: [], discountCode: null }, untracked).discountCode).toBeNull();
  });

  it("holds at most as many lines as an order may, and does not change its inputs", () => {
    const stored = { lines: Array.from({ length: 80 }, (_, i) => line(`s${i}`, 1)), discountCode: null };
    const browser = { lines: [line("s0", 1), ...Array.from({ length: 40 }, (_, i) => line(`b${i}`, 1))], discountCode: null };
    const r = mergeCarts(stored, browser, untracked);
    expect(r.lines).toHaveLength(MAX_CART_LINES);
    expect(r.lines[0]).toEqual(line("s0", 2));
    expect(r.lines.at(-1)).toEqual(line("b19", 1));
    expect(stored.lines[0].quantity).toBe(1);
  });
});
