"use client";
import { createContext, useContext, type ReactNode } from "react";

/** What client islands of a store page need to know about the store (public fields only). */
export type StoreInfo = {
  id: string;
  slug: string;
  name: string;
  currency: string;
  basePath: string;
  /** What price figures are shown in: the currency, or the page's display currency (record 0159, lib/money formatMoney). */
  price?: string;
};

const StoreContext = createContext<StoreInfo | null>(null);

export function StoreProvider({ store, children }: { store: StoreInfo; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

/** The current store, or null on the platform. */
export function useStoreInfo(): StoreInfo | null {
  return useContext(StoreContext);
}
