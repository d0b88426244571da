import { describe, expect, it } from "vitest";
import { cartCount, cartReducer, cartStorageKey, cartSubtotal, emptyCart, parseStoredCart, type CartState } from "./cart";

const mug = { productId: "p1", name: "Mug", price: "499.00", image: null, maxQuantity: 3 };
const tee = { productId: "p2", name: "Tee", price: "19.99", image: "/t.svg", maxQuantity: null };

describe("cart", () => {
  it("adds a new item at 1 and raises an existing one by 1", () => {
    let s = cartReducer(emptyCart, { type: "add", item: mug });
    expect(s.items).toEqual([{ ...mug, id: "p1", quantity: 1 }]);
    s = cartReducer(s, { type: "add", item: mug });
    expect(s.items[0].quantity).toBe(2);
  });
  it("adds the chosen quantity and never exceeds stock", () => {
    let s = cartReducer(emptyCart, { type: "add", item: mug, quantity: 2 });
    expect(s.items[0].quantity).toBe(2);
    s = cartReducer(s, { type: "add", item: mug, quantity: 5 });
    expect(s.items[0].quantity).toBe(3);
    s = cartReducer(s, { type: "setQuantity", id: "p1", quantity: 10 });
    expect(s.items[0].quantity).toBe(3);
    expect(cartReducer(emptyCart, { type: "add", item: { ...mug, maxQuantity: 0 } }).items).toEqual([]);
  });
  it("removes at 0 or less, on remove, and on clear", () => {
    let s: CartState = cartReducer(cartReducer(emptyCart, { type: "add", item: mug }), { type: "add", item: tee });
    s = cartReducer(s, { type: "setQuantity", id: "p1", quantity: 0 });
    expect(s.items.map((i) => i.id)).toEqual(["p2"]);
    s = cartReducer(s, { type: "setQuantity", id: "p2", quantity: -1 });
    expect(s.items).toEqual([]);
    s = cartReducer(cartReducer(emptyCart, { type: "add", item: tee }), { type: "remove", id: "p2" });
    expect(s.items).toEqual([]);
    expect(cartReducer(cartReducer(emptyCart, { type: "add", item: tee }), { type: "clear" })).toEqual(emptyCart);
  });
  it("counts items and sums the subtotal in minor units", () => {
    let s = cartReducer(emptyCart, { type: "add", item: tee, quantity: 3 });
    s = cartReducer(s, { type: "add", item: mug });
    expect(cartCount(s)).toBe(4);
    expect(cartSubtotal(s)).toBe("558.97");
  });
  it("restores only well-formed stored carts", () => {
    expect(parseStoredCart(null)).toEqual(emptyCart);
    expect(parseStoredCart("{oops")).toEqual(emptyCart);
    // A price that is not a decimal amount (edited storage) drops its line rather than breaking the subtotal.
    const stored = JSON.stringify({ items: [{ id: "p1", productId: "p1", name: "Mug", price: "1.00", quantity: 2 }, { id: 5 }, { id: "p2", productId: "p2", name: "Cup", price: "1e3", quantity: 1 }] });
    expect(parseStoredCart(stored).items).toEqual([{ id: "p1", productId: "p1", name: "Mug", price: "1.00", quantity: 2, image: null, maxQuantity: null }]);
  });
  it("keys storage by store", () => {
    expect(cartStorageKey("a")).not.toBe(cartStorageKey("b"));
  });
});
