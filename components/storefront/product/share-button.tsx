"use client";
import { Share2 } from "lucide-react";
import { buttonClass, buttonData } from "@/components/ui/button-classes";
import { toast } from "@/components/ui/use-toast";
import { useT } from "../island-messages";

async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Fall through to the selection-based copy (e.g. insecure contexts or a denied permission).
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand("copy");
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

/** Share: the system share sheet where the browser has one, else copy the link. */
export function ShareButton({ title, text }: { title: string; text?: string | null }) {
  const t = useT();
  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text: text ?? undefined, url });
        return;
      } catch (err) {
        if (err instanceof DOMException && err.name === "AbortError") return; // the shopper closed the sheet
      }
    }
    if (await copyText(url)) {
      toast({ title: t("catalog.product.linkCopied"), description: t("catalog.product.linkCopiedText"), variant: "success" });
    } else {
      toast({ title: t("catalog.product.copyFailed"), description: url, variant: "destructive" });
    }
  }
  return (
    <button {...buttonData("outline", "icon-lg")} className={buttonClass("outline", "icon-lg")} onClick={share} aria-label={t("catalog.product.share")} data-testid="share-button">
      <Share2 className="size-5" aria-hidden />
    </button>
  );
}
