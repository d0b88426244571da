"use client";
import type { ReactNode } from "react";

/** The owner's card at the bottom right of the store (readiness, checklist, loading states). */
export function OverlayCard({ children, wide }: { children: ReactNode; wide?: boolean }) {
  return (
    <div
      className={`fixed bottom-4 right-4 z-40 max-w-[calc(100vw-2rem)] rounded-xl border bg-background p-4 text-foreground shadow-xl ${wide ? "w-80" : ""}`}
      data-testid="owner-overlay"
      role="region"
      aria-label="Storefront editor"
    >
      {children}
    </div>
  );
}

