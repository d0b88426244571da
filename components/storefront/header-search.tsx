"use client";
import { Search } from "lucide-react";
import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";

const loadDialog = () => import("./header-search-dialog").then((m) => m.HeaderSearchDialog);
const HeaderSearchDialog = dynamic(loadDialog, { ssr: false });

/**
 * The header's search button. Its dialog (Radix) loads when first wanted — fetched as the pointer or focus
 * reaches the button — so pages carry only the button.
 */
export function HeaderSearch({ basePath }: { basePath: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        aria-label="Search products"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Search className="size-5" aria-hidden />
      </Button>
      {wanted ? <HeaderSearchDialog basePath={basePath} open={open} setOpen={setOpen} onClosed={() => button.current?.focus()} /> : null}
    </>
  );
}
