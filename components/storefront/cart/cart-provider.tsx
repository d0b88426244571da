"use client";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
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
  /**
   * The words of the cart's toasts, handed over by an island under the page's messages (cart-drawer-lazy): the
   * store layout puts this provider outside the messages' provider.
   */
  setWords: (t: Words) => void;
};

/** An island's translate function (components/storefront/island-messages useT). */
export type Words = (key: string, values?: Record<string, string | number>) => string;

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
  const words = useRef<Words>((key) => key);
  const setWords = useCallback((t: Words) => {
    words.current = t;
  }, []);

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
      toastLater({ title: words.current("cart.toast.addedTitle"), description: words.current("cart.toast.addedBody", { name: lineName(item) }) });
    },
    [key],
  );
  const updateQuantity = useCallback(
    (id: string, quantity: number) => {
      dispatchTo(key, { type: "setQuantity", id, quantity });
      if (quantity <= 0) toastLater({ title: words.current("cart.toast.removedTitle"), description: words.current("cart.toast.removedBody") });
    },
    [key],
  );
  const removeItem = useCallback(
    (id: string) => {
      dispatchTo(key, { type: "remove", id });
      toastLater({ title: words.current("cart.toast.removedTitle"), description: words.current("cart.toast.removedBody") });
    },
    [key],
  );
  const clearCart = useCallback(
    (opts?: { silent?: boolean }) => {
      dispatchTo(key, { type: "clear" });
      if (!opts?.silent) toastLater({ title: words.current("cart.toast.clearedTitle"), description: words.current("cart.toast.clearedBody") });
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
      setWords,
    }),
    [state, ready, addItem, updateQuantity, removeItem, clearCart, replaceCart, setCode, isOpen, setWords],
  );

  return <CartContext.Provider value={api}>{children}</CartContext.Provider>;
}

export function useCart(): CartApi {
  const ctx = useContext(CartContext);
  if (!ctx) throw new Error("useCart must be used within a CartProvider");
  return ctx;
}
