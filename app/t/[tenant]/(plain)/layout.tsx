import type { ReactNode } from "react";
import { Providers } from "@/app/providers";

/** A store's dashboard, settings and sign-in pages get queries, tooltips and toasts (the storefront loads them on demand). */
export default function PlainLayout({ children }: { children: ReactNode }) {
  return <Providers>{children}</Providers>;
}
