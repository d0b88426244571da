"use client";
import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { makeQueryClient } from "@/lib/http/client";

/**
 * TanStack Query for a subtree. Shoppers' pages (home, listings, products) do without it so they need not
 * download it; the store pages that work on the customer's data (account, order) mount it. A module of its own:
 * imported from app/providers.tsx it brought that file's tooltip (floating-ui) and toaster into those pages' first
 * load (~28 KB).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(makeQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
