"use client";
import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { toastLater } from "@/components/ui/toast-later";
import {
  cartCount,
  cartReducer,
  cartStorageKey,
  cartSubtotal,
  emptyCart,
  lineName,
  parseStoredCart,
  type CartAction,
  type CartItem,
  type CartState,
} from "@/lib/cart/cart";

/**
 * The store's cart in the browser: one per store in localStorage (two stores never
 * share a cart), restored on load, with the drawer's open state and its toasts.
 */
type AddInput = Omit<CartItem, "quantity" | "id"> & { id?: string };

export type CartApi = {
  items: CartItem[];
  count: number;
  subtotal: string;
  /** false until the stored cart has been read (avoid flashing "empty"). */
  ready: boolean;
  addItem: (item: AddInput, quantity?: number) => void;
  updateQuantity: (id: string, quantity: number) => void;
  removeItem: (id: string) => void;
  clearCart: (opts?: { silent?: boolean }) => void;
  /** Put a corrected cart in place (checkout's correction by the server's quote); no toast. */
  replaceCart: (state: CartState) => void;
  isOpen: boolean;
  openCart: () => void;
  closeCart: () => void;
  toggleCart: () => void;
};

const CartContext = createContext<CartApi | null>(null);

// One external store per storage key, shared by every component of the page (useSyncExternalStore).
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

function dispatchTo(key: string, action: CartAction) {
  const e = entryFor(key);
  e.state = cartReducer(e.state, action);
  try {
    window.localStorage.setItem(key, JSON.stringify(e.state));
  } catch (err) {
    console.error("Failed to save cart", err);
  }
  e.listeners.forEach((l) => l());
}

function subscribeTo(key: string, listener: () => void) {
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

const noopSubscribe = () => () => {};

export function CartProvider({ storeId, children }: { storeId: string; children: ReactNode }) {
  const key = cartStorageKey(storeId);
  const subscribe = useCallback((l: () => void) => subscribeTo(key, l), [key]);
  const state = useSyncExternalStore(
    subscribe,
    () => entryFor(key).state,
    () => emptyCart,
  );
  const ready = useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
  const [isOpen, setOpen] = useState(false);

  const addItem = useCallback(
    (item: AddInput, quantity?: number) => {
      dispatchTo(key, { type: "add", item, quantity });
      toastLater({ title: "Added to cart", description: `${lineName(item)} has been added to your cart.` });
    },
    [key],
  );
  const updateQuantity = useCallback(
    (id: string, quantity: number) => {
      dispatchTo(key, { type: "setQuantity", id, quantity });
      if (quantity <= 0) toastLater({ title: "Removed from cart", description: "Item has been removed from your cart." });
    },
    [key],
  );
  const removeItem = useCallback(
    (id: string) => {
      dispatchTo(key, { type: "remove", id });
      toastLater({ title: "Removed from cart", description: "Item has been removed from your cart." });
    },
    [key],
  );
  const clearCart = useCallback(
    (opts?: { silent?: boolean }) => {
      dispatchTo(key, { type: "clear" });
      if (!opts?.silent) toastLater({ title: "Cart cleared", description: "All items have been removed from your cart." });
    },
    [key],
  );

  const replaceCart = useCallback((next: CartState) => dispatchTo(key, { type: "replace", state: next }), [key]);

  const api = useMemo<CartApi>(
    () => ({
      items: state.items,
      count: cartCount(state),
      subtotal: cartSubtotal(state),
      ready,
      addItem,
      updateQuantity,
      removeItem,
      clearCart,
      replaceCart,
      isOpen,
      openCart: () => setOpen(true),
      closeCart: () => setOpen(false),
      toggleCart: () => setOpen((o) => !o),
    }),
    [state, ready, addItem, updateQuantity, removeItem, clearCart, replaceCart, isOpen],
  );

  return <CartContext.Provider value={api}>{children}</CartContext.Provider>;
}

export function useCart(): CartApi {
  const ctx = useContext(CartContext);
  if (!ctx) throw new Error("useCart must be used within a CartProvider");
  return ctx;
}
