import { cartReducer, emptyCart, parseStoredCart, type CartAction, type CartState } from "@/lib/cart/cart";

/**
 * The cart's one external store per storage key (localStorage, one cart per store), shared by every
 * component of the page through useSyncExternalStore, and by the signed-in customer's sync (cart-sync.ts),
 * which loads only for signed-in customers.
 */
type Entry = { state: CartState; listeners: Set<() => void> };
const entries = new Map<string, Entry>();

function entryFor(key: string): Entry {
  let e = entries.get(key);
  if (!e) {
    let state = emptyCart;
    try {
      state = parseStoredCart(window.localStorage.getItem(key));
    } catch (err) {
      console.error("Failed to load cart", err);
    }
    e = { state, listeners: new Set() };
    entries.set(key, e);
  }
  return e;
}

export const cartStateOf = (key: string): CartState => entryFor(key).state;

export function dispatchCart(key: string, action: CartAction) {
  const e = entryFor(key);
  e.state = cartReducer(e.state, action);
  try {
    window.localStorage.setItem(key, JSON.stringify(e.state));
  } catch (err) {
    console.error("Failed to save cart", err);
  }
  e.listeners.forEach((l) => l());
}

export function subscribeCart(key: string, listener: () => void) {
  const e = entryFor(key);
  e.listeners.add(listener);
  // Another tab of the same store changed the cart.
  const onStorage = (ev: StorageEvent) => {
    if (ev.key !== key) return;
    e.state = parseStoredCart(ev.newValue);
    e.listeners.forEach((l) => l());
  };
  window.addEventListener("storage", onStorage);
  return () => {
    e.listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}
