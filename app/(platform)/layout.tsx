import type { ReactNode } from "react";
import { Providers } from "@/app/providers";

/** The platform's pages (landing, sign-in, registration, admin) get queries, tooltips and toasts. */
export default function PlatformLayout({ children }: { children: ReactNode }) {
  return <Providers>{children}</Providers>;
}
