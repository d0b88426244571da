"use client";
import { useEffect, useState } from "react";
import { clsx } from "clsx";
import { UploadedImage } from "@/components/ui/uploaded-image";
import { useT } from "../island-messages";

/**
 * The product's images: a large one and thumbnails to switch it. Choosing a variant with its own image
 * (product-buy.tsx announces it with the "sb:variant-image" event) shows that image.
 */
export function ProductGallery({ images, name, productId, initial = 0 }: { images: string[]; name: string; productId?: string; initial?: number }) {
  const [index, setIndex] = useState(initial);
  const t = useT();
  useEffect(() => {
    if (!productId) return;
    const onVariant = (e: Event) => {
      const { detail } = e as CustomEvent<{ productId: string; image: string }>;
      const i = detail.productId === productId ? images.indexOf(detail.image) : -1;
      if (i >= 0) setIndex(i);
    };
    window.addEventListener("sb:variant-image", onVariant);
    return () => window.removeEventListener("sb:variant-image", onVariant);
  }, [images, productId]);
  const current = images[index] ?? images[0];
  return (
    <div className="flex flex-col gap-3">
      <div className="aspect-square overflow-hidden rounded-lg border bg-muted">
        {current ? (
          <UploadedImage
            src={current}
            alt={name}
            shownWidth={768}
            width={640}
            height={640}
            sizes="(min-width: 768px) 50vw, 100vw"
            fetchPriority="high"
            className="h-full w-full object-cover"
            data-testid="product-main-image"
          />
        ) : (
          <div className="flex h-full items-center justify-center text-sm text-muted-foreground">{t("catalog.product.noImage")}</div>
        )}
      </div>
      {images.length > 1 ? (
        <div className="flex gap-2 overflow-x-auto pb-1" role="group" aria-label={t("catalog.product.images")}>
          {images.map((src, i) => (
            <button
              key={`${src}-${i}`}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={t("catalog.product.showImage", { n: i + 1, total: images.length })}
              aria-pressed={i === index}
              className={clsx(
                "size-16 shrink-0 overflow-hidden rounded-md border-2 bg-muted transition focus-visible:outline-2 focus-visible:outline-ring sm:size-20",
                i === index ? "border-primary" : "border-transparent opacity-70 hover:opacity-100",
              )}
            >
              <UploadedImage src={src} alt="" shownWidth={80} width={80} height={80} loading="lazy" decoding="async" className="h-full w-full object-cover" />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
