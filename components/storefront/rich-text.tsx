import { sanitizeRichText } from "@/lib/sanitize";
import { cn } from "@/lib/utils";

/** Owner-written HTML (product descriptions, pages), sanitised again right before it is rendered. */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn(
        "max-w-none text-sm leading-relaxed text-foreground/90 sm:text-base",
        "[&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:italic",
        "[&_h1]:mb-3 [&_h1]:mt-6 [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:mb-3 [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-bold",
        "[&_h3]:mb-2 [&_h3]:mt-5 [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:mb-2 [&_h4]:mt-4 [&_h4]:font-semibold",
        "[&_img]:my-4 [&_img]:max-w-full [&_img]:rounded-md [&_li]:my-1 [&_ol]:mb-3 [&_ol]:list-decimal [&_ol]:pl-6",
        "[&_p]:mb-3 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-3 [&_table]:w-full [&_td]:border [&_td]:p-2 [&_th]:border [&_th]:p-2",
        "[&_ul]:mb-3 [&_ul]:list-disc [&_ul]:pl-6 [&>*:first-child]:mt-0",
        className,
      )}
      dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }}
    />
  );
}
