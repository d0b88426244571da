import { describe, expect, it } from "vitest";
import { cartCount, cartReducer, cartStorageKey, cartSubtotal, emptyCart, lineName, parseStoredCart, type CartState } from "./cart";
import { correctCart } from "./correct";

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
  it("keeps one line per variant, each with its own stock limit", () => {
    const m = { productId: "tee", variantId: "tee-m", variantTitle: "M / Navy", name: "Classic Tee", price: "599.00", image: null, maxQuantity: 2 };
    const l = { ...m, variantId: "tee-l", variantTitle: "L / Navy", price: "649.00", maxQuantity: 5 };
    let s = cartReducer(emptyCart, { type: "add", item: m, quantity: 2 });
    s = cartReducer(s, { type: "add", item: l });
    s = cartReducer(s, { type: "add", item: m });
    expect(s.items.map((i) => [i.id, i.quantity])).toEqual([
      ["tee-m", 2],
      ["tee-l", 1],
    ]);
    s = cartReducer(s, { type: "setQuantity", id: "tee-l", quantity: 9 });
    expect(s.items[1].quantity).toBe(5);
    expect(cartSubtotal(s)).toBe("4443.00");
    expect(lineName(s.items[0])).toBe("Classic Tee — M / Navy");
    expect(lineName(mug)).toBe("Mug");
  });
  it("restores old lines without a variant and keeps the variant of new ones", () => {
    const stored = JSON.stringify({
      items: [
        { id: "p1", productId: "p1", name: "Mug", price: "1.00", quantity: 1 },
        { id: "v1", productId: "p2", variantId: "v1", variantTitle: "M", name: "Tee", price: "2.00", quantity: 1, image: null, maxQuantity: 3 },
        { id: "v2", productId: "p2", variantId: 7, name: "Tee", price: "2.00", quantity: 1 },
      ],
    });
    expect(parseStoredCart(stored).items.map((i) => [i.id, i.variantId, i.variantTitle])).toEqual([
      ["p1", undefined, undefined],
      ["v1", "v1", "M"],
    ]);
  });
  it("keeps the applied code with the cart through changes and a reload; placing the order (clear) drops it", () => {
    let s = cartReducer(cartReducer(emptyCart, { type: "add", item: tee }), { type: "code", code: "WALK10" });
    s = cartReducer(s, { type: "add", item: mug });
    s = cartReducer(s, { type: "setQuantity", id: "p2", quantity: 3 });
    s = cartReducer(s, { type: "remove", id: "p1" });
    expect(s.code).toBe("WALK10");
    // The checkout's correction replaces the lines only.
    expect(cartReducer(s, { type: "replace", state: { items: [] } }).code).toBe("WALK10");
    expect(parseStoredCart(JSON.stringify(s))).toEqual(s);
    expect(parseStoredCart(JSON.stringify({ ...s, code: 42 })).code).toBeNull();
    expect(cartReducer(s, { type: "code", code: null }).code).toBeNull();
    expect(cartReducer(s, { type: "clear" })).toEqual(emptyCart);
  });
});

describe("correctCart", () => {
  const tee = (variantId: string, title: string, price: string) => ({ id: variantId, productId: "tee", variantId, variantTitle: title, name: "Classic Tee", price, image: null, quantity: 1, maxQuantity: null });
  const old = { id: "mug", productId: "mug", name: "Mug", price: "499.00", image: null, quantity: 2, maxQuantity: null };
  const cart: CartState = { items: [tee("m", "M", "599.00"), tee("l", "L", "649.00"), old] };

  it("leaves a cart the server priced the same untouched", () => {
    const lines = [
      { productId: "tee", variantId: "m", unitPrice: "599.00" },
      { productId: "tee", variantId: "l", unitPrice: "649.0" },
      { productId: "mug", variantId: "mug-default", unitPrice: "499.00" },
    ];
    const r = correctCart(cart, lines, "INR");
    expect(r.messages).toEqual([]);
    expect(r.state).toBe(cart);
  });
  it("removes lines whose variant is gone and takes changed prices, saying so", () => {
    const lines = [
      { productId: "tee", variantId: "l", unitPrice: "699.00" },
      { productId: "mug", variantId: "mug-default", unitPrice: "499.00" },
    ];
    const r = correctCart(cart, lines, "INR");
    expect(r.state.items.map((i) => [i.id, i.price])).toEqual([
      ["l", "699.00"],
      ["mug", "499.00"],
    ]);
    expect(r.messages).toEqual(["Classic Tee — M is no longer available and was removed from your cart", "The price of Classic Tee — L changed to ₹699.00"]);
  });
  it("matches a line stored before variants by its product", () => {
    const r = correctCart({ items: [old] }, [{ productId: "mug", variantId: "mug-default", unitPrice: "450.00" }], "INR");
    expect(r.state.items[0]).toMatchObject({ id: "mug", price: "450.00" });
    expect(correctCart({ items: [old] }, [], "INR").messages).toEqual(["Mug is no longer available and was removed from your cart"]);
  });
  it("keeps the cart's applied code", () => {
    expect(correctCart({ items: [old], code: "WALK10" }, [], "INR").state).toEqual({ items: [], code: "WALK10" });
  });
});
