"use client";
import { createContext, useContext, useMemo, type CSSProperties, type ReactNode } from "react";

/**
 * The store's theme class and primary colour for content that Radix portals render outside the store
 * shell (cart drawer, mobile menu, search dialog), so they look like the rest of the store.
 */
type StoreTheme = { className: string; style: CSSProperties };

const StoreThemeContext = createContext<StoreTheme>({ className: "", style: {} });

export function StoreThemeProvider({ themeClass, primaryColor, children }: { themeClass: string; primaryColor: string; children: ReactNode }) {
  const value = useMemo(
    () => ({ className: themeClass, style: { "--primary": primaryColor, "--ring": primaryColor } as CSSProperties }),
    [themeClass, primaryColor],
  );
  return <StoreThemeContext.Provider value={value}>{children}</StoreThemeContext.Provider>;
}

export function useStoreTheme(): StoreTheme {
  return useContext(StoreThemeContext);
}
