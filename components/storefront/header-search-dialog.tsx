"use client";
import { Search } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import { useT } from "./island-messages";
import { storeHref } from "./store-link";
import { useStoreTheme } from "./store-theme";

/** The header's search dialog (loaded on first use by header-search.tsx); its search opens /products?search=. */
export function HeaderSearchDialog({
  basePath,
  open,
  setOpen,
  onClosed,
}: {
  basePath: string;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Where focus goes back when the dialog closes (its opener). */
  onClosed: () => void;
}) {
  const [term, setTerm] = useState("");
  const router = useRouter();
  const theme = useStoreTheme();
  const t = useT();

  function submit(e: FormEvent) {
    e.preventDefault();
    const q = term.trim();
    setOpen(false);
    router.push(storeHref(basePath, q ? `/products?search=${encodeURIComponent(q)}` : "/products"));
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        className={cn("top-24 translate-y-0 sm:max-w-xl", theme.className)}
        style={theme.style}
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          onClosed();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t("common.search.title")}</DialogTitle>
          <DialogDescription>{t("common.search.description")}</DialogDescription>
        </DialogHeader>
        <form role="search" onSubmit={submit} className="flex gap-2">
          <Input
            type="search"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            placeholder={t("common.search.placeholder")}
            aria-label={t("common.search.open")}
            autoFocus
            maxLength={200}
          />
          <Button type="submit">
            <Search className="size-4" aria-hidden /> {t("common.search.submit")}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
