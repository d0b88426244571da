"use client";
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { useT } from "../island-messages";
import { useCart } from "./cart-provider";

const CartDrawerPanel = dynamic(() => import("./cart-drawer").then((m) => m.CartDrawer), { ssr: false });

/**
 * The cart drawer, loaded the first time the cart opens (the cart button or Add to Cart), so store pages
 * do not carry its code until a shopper uses it. Stays mounted afterwards for the closing animation. Also hands the
 * cart's toasts their words.
 */
export function LazyCartDrawer() {
  const { isOpen, setWords } = useCart();
  // The cart's toasts speak the page's language: the cart's provider sits above the messages' provider.
  const t = useT();
  useEffect(() => setWords(t), [t, setWords]);
  const [wanted, setWanted] = useState(false);
  if (isOpen && !wanted) setWanted(true);
  return wanted ? <CartDrawerPanel /> : null;
}
