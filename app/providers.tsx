"use client";
import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Toaster } from "@/components/ui/toaster";
import { TooltipProvider } from "@/components/ui/tooltip";
import { makeQueryClient } from "@/lib/http/client";

/**
 * TanStack Query for a subtree. Shoppers' pages (home, listings, products) do without it so they need not
 * download it; the store pages that work on the customer's data (account, checkout, order) mount it.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(makeQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** The platform's and the dashboards' providers: queries, tooltips, toasts. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <TooltipProvider delayDuration={200}>
        {children}
        <Toaster />
      </TooltipProvider>
    </QueryProvider>
  );
}
