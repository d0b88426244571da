"use client";
import { createContext, useContext, useMemo, type CSSProperties, type ReactNode } from "react";

/**
 * The store's theme classes and CSS variables for content that Radix portals render outside the store
 * shell (cart drawer, mobile menu, search dialog), so they look like the rest of the store.
 */
type StoreTheme = { className: string; style: CSSProperties };

const StoreThemeContext = createContext<StoreTheme>({ className: "", style: {} });

export function StoreThemeProvider({ className, style, children }: { className: string; style: Record<string, string>; children: ReactNode }) {
  const value = useMemo(() => ({ className: `theme-portal ${className}`, style: style as CSSProperties }), [className, style]);
  return <StoreThemeContext.Provider value={value}>{children}</StoreThemeContext.Provider>;
}

export function useStoreTheme(): StoreTheme {
  return useContext(StoreThemeContext);
}
