"use client";
import { Menu } from "lucide-react";
import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { StoreMenu } from "@/lib/storefront/schemas";

const loadSheet = () => import("./mobile-nav-sheet").then((m) => m.MobileNavSheet);
const MobileNavSheet = dynamic(loadSheet, { ssr: false });

/**
 * The menu button of small screens. The drawer (Radix dialog, menus, account) loads when first wanted —
 * fetched as the pointer or focus reaches the button — so it costs nothing on pages nobody opens it on.
 */
export function MobileNav(props: { basePath: string; menus: StoreMenu[]; storeName: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu className="size-5" />
      </Button>
      {wanted ? <MobileNavSheet {...props} open={open} setOpen={setOpen} onClosed={() => button.current?.focus()} /> : null}
    </>
  );
}
