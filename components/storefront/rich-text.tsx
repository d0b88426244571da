import { sanitizeRichText } from "@/lib/sanitize";
import { cn } from "@/lib/utils";

/** Owner-written HTML (product descriptions, pages), sanitised again right before it is rendered; styled by .sb-rich-text (app/globals.css). */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn("sb-rich-text", className)}
      dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }}
    />
  );
}
