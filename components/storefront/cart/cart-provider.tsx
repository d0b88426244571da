"use client";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { toastLater } from "@/components/ui/toast-later";
import { cartCount, cartStorageKey, cartSubtotal, emptyCart, lineName, type CartItem, type CartState } from "@/lib/cart/cart";
import { useCustomer } from "../use-customer";
import { cartStateOf, dispatchCart as dispatchTo, subscribeCart as subscribeTo } from "./cart-store";
import { cartSyncKey } from "./cart-sync-key";

/**
 * The store's cart in the browser: one per store in localStorage (two stores never
 * share a cart), restored on load, with the drawer's open state and its toasts. A signed-in
 * customer's cart is also kept on the server, so it follows them to another device (cart-sync.ts,
 * loaded only for them; record 0132). Guests keep the browser's cart only.
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
  /** The discount code applied at checkout, kept with the cart (null: none). */
  code: string | null;
  setCode: (code: string | null) => void;
  isOpen: boolean;
  openCart: () => void;
  closeCart: () => void;
  toggleCart: () => void;
};

const CartContext = createContext<CartApi | null>(null);

const noopSubscribe = () => () => {};

export function CartProvider({ storeId, children }: { storeId: string; children: ReactNode }) {
  const key = cartStorageKey(storeId);
  const subscribe = useCallback((l: () => void) => subscribeTo(key, l), [key]);
  const state = useSyncExternalStore(
    subscribe,
    () => cartStateOf(key),
    () => emptyCart,
  );
  const ready = useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
  const [isOpen, setOpen] = useState(false);

  // A signed-in customer's cart follows them: the sync loads once the header's customer lookup has
  // answered (no request of its own), and for a visitor only to forget a signed-out account's cart.
  const me = useCustomer().data;
  const who = me === undefined ? undefined : me && !me.guest ? me.id : null;
  useEffect(() => {
    if (who === undefined || (who === null && !window.localStorage.getItem(cartSyncKey(storeId)))) return;
    let stop: (() => void) | undefined;
    let live = true;
    void import("./cart-sync").then((m) => {
      if (live) stop = m.startCartSync(storeId, who);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [storeId, who]);

  const addItem = useCallback(
    (item: AddInput, quantity?: number) => {
      dispatchTo(key, { type: "add", item, quantity });
      // The funnel's add-to-cart beacon (lib/analytics/beacon-script.ts), when the store's script is on the page.
      (window as { sbTrack?: (type: string) => void }).sbTrack?.("add_to_cart");
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
  const setCode = useCallback((code: string | null) => dispatchTo(key, { type: "code", code }), [key]);

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
      code: state.code ?? null,
      setCode,
      isOpen,
      openCart: () => setOpen(true),
      closeCart: () => setOpen(false),
      toggleCart: () => setOpen((o) => !o),
    }),
    [state, ready, addItem, updateQuantity, removeItem, clearCart, replaceCart, setCode, isOpen],
  );

  return <CartContext.Provider value={api}>{children}</CartContext.Provider>;
}

export function useCart(): CartApi {
  const ctx = useContext(CartContext);
  if (!ctx) throw new Error("useCart must be used within a CartProvider");
  return ctx;
}
