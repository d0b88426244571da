"use client";
import dynamic from "next/dynamic";
import { useState } from "react";
import { useCart } from "./cart-provider";

const CartDrawerPanel = dynamic(() => import("./cart-drawer").then((m) => m.CartDrawer), { ssr: false });

/**
 * The cart drawer, loaded the first time the cart opens (the cart button or Add to Cart), so store pages
 * do not carry its code until a shopper uses it. Stays mounted afterwards for the closing animation.
 */
export function LazyCartDrawer() {
  const { isOpen } = useCart();
  const [wanted, setWanted] = useState(false);
  if (isOpen && !wanted) setWanted(true);
  return wanted ? <CartDrawerPanel /> : null;
}
