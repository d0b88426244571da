import { clsx } from "clsx";

/**
 * An order line's name on every screen a line is packed or checked from (the owner's order, the ship dialog,
 * the packing slip, the shopper's orders): the product, and the variant ("M / Navy") on its own line under
 * it. Both wrap, never truncate: cut at a phone's width, "Walk Pima Tee …" hid exactly the size and colour a
 * packer needs. The hidden " — " keeps the accessible and copied text "Walk Pima Tee — M / Navy", as
 * lib/orders/line-label.ts names it on the PDFs and in mails.
 */
export function LineTitle({
  product,
  variant,
  className,
  variantClassName = "text-muted-foreground",
}: {
  product: string;
  variant?: string | null;
  className?: string;
  variantClassName?: string;
}) {
  return (
    <span className={clsx("block min-w-0 break-words", className)} data-testid="line-title">
      <span className="block">{product}</span>
      {variant ? (
        <>
          <span className="sr-only"> — </span>
          <span className={clsx("block font-normal", variantClassName)} data-testid="line-variant">
            {variant}
          </span>
        </>
      ) : null}
    </span>
  );
}
