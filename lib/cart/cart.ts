import { fromMinor, isDecimalAmount, toMinor } from "@/lib/money";

/**
 * The cart: pure state and rules; components/storefront/cart/cart-provider.tsx keeps it in
 * localStorage per store. One line per variant (its id is the variant's id; lines stored before variants
 * have no variantId and are keyed by the product, which the server resolves to its only variant).
 * Adding an item already present raises its quantity (by 1, or by the chosen quantity); a new item starts
 * at 1 (or the chosen quantity); a quantity of 0 or less removes the item; quantities never exceed the
 * variant's stock known when the item was added (maxQuantity; null = not tracked).
 */
export type CartItem = {
  id: string;
  productId: string;
  /** The variant bought; absent on lines stored before variants. */
  variantId?: string;
  /** "M / Navy"; null or absent for a product without options. */
  variantTitle?: string | null;
  /** The product's name. */
  name: string;
  slug?: string;
  price: string;
  image: string | null;
  quantity: number;
  maxQuantity: number | null;
};

/**
 * The cart, and the discount code the shopper applied at checkout: kept with the cart so a reload or a later
 * visit sends it again (the checkout's quote re-validates it and says why when it no longer applies).
 */
export type CartState = { items: CartItem[]; code?: string | null };

export type CartAction =
  | { type: "add"; item: Omit<CartItem, "quantity" | "id"> & { id?: string }; quantity?: number }
  | { type: "setQuantity"; id: string; quantity: number }
  | { type: "remove"; id: string }
  | { type: "code"; code: string | null }
  | { type: "clear" }
  /** Put another cart in place; a state without `code` keeps the current code (the checkout's correction). */
  | { type: "replace"; state: CartState };

export const emptyCart: CartState = { items: [] };

const clampQty = (q: number, max: number | null) => Math.max(0, Math.min(Math.floor(q), max ?? Number.MAX_SAFE_INTEGER));

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case "add": {
      const id = action.item.id ?? action.item.variantId ?? action.item.productId;
      const by = Math.max(1, Math.floor(action.quantity ?? 1));
      const existing = state.items.find((i) => i.id === id);
      if (existing) {
        const maxQuantity = action.item.maxQuantity;
        const quantity = clampQty(existing.quantity + by, maxQuantity);
        return { ...state, items: state.items.map((i) => (i.id === id ? { ...i, ...action.item, id, quantity, maxQuantity } : i)) };
      }
      const quantity = clampQty(by, action.item.maxQuantity);
      if (quantity <= 0) return state;
      return { ...state, items: [...state.items, { ...action.item, id, quantity }] };
    }
    case "setQuantity": {
      if (action.quantity <= 0) return { ...state, items: state.items.filter((i) => i.id !== action.id) };
      return { ...state, items: state.items.map((i) => (i.id === action.id ? { ...i, quantity: Math.max(1, clampQty(action.quantity, i.maxQuantity)) } : i)) };
    }
    case "remove":
      return { ...state, items: state.items.filter((i) => i.id !== action.id) };
    case "code":
      return { ...state, code: action.code };
    case "clear":
      return emptyCart;
    case "replace":
      return { ...state, ...action.state };
  }
}

export function cartCount(state: CartState): number {
  return state.items.reduce((n, i) => n + i.quantity, 0);
}

/** Subtotal as a decimal string, summed in minor units. */
export function cartSubtotal(state: CartState): string {
  return fromMinor(state.items.reduce((sum, i) => sum + toMinor(i.price) * i.quantity, 0));
}

/** Parse what localStorage held; anything malformed is dropped rather than trusted. */
export function parseStoredCart(raw: string | null): CartState {
  if (!raw) return emptyCart;
  try {
    const data = JSON.parse(raw) as { items?: unknown; code?: unknown };
    if (!Array.isArray(data.items)) return emptyCart;
    const items = data.items.filter(
      (i): i is CartItem =>
        !!i &&
        typeof i === "object" &&
        typeof (i as CartItem).id === "string" &&
        typeof (i as CartItem).productId === "string" &&
        typeof (i as CartItem).name === "string" &&
        isDecimalAmount((i as CartItem).price) &&
        Number.isInteger((i as CartItem).quantity) &&
        (i as CartItem).quantity > 0 &&
        ((i as CartItem).variantId === undefined || typeof (i as CartItem).variantId === "string") &&
        ((i as CartItem).variantTitle == null || typeof (i as CartItem).variantTitle === "string"),
    );
    const code = typeof data.code === "string" && data.code ? data.code : null;
    return { items: items.map((i) => ({ ...i, image: i.image ?? null, maxQuantity: i.maxQuantity ?? null })), code };
  } catch {
    return emptyCart;
  }
}

export const cartStorageKey = (storeId: string) => `sb-cart:${storeId}`;

/** What a line is called: "Classic Tee — M / Navy", or the product's name when it has no options. */
export const lineName = (i: Pick<CartItem, "name" | "variantTitle">) => (i.variantTitle ? `${i.name} — ${i.variantTitle}` : i.name);
