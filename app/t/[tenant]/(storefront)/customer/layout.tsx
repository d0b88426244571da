import type { ReactNode } from "react";
import { QueryProvider } from "@/app/providers";

/** This part of the store works on the customer's own data through TanStack Query; shoppers' pages do without it. */
export default function QueryLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
