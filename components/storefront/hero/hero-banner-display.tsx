import Link from "next/link";
import type { ReactNode } from "react";
import { storeHref } from "@/components/storefront/store-link";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import type { Tr } from "../tr";
import { HeroCarouselControls } from "./hero-carousel-controls";
import { UploadedImage, UploadedSource } from "@/components/ui/uploaded-image";

/** The layouts a hero can take; half-square-left puts the image on the left (sections builder). */
export type HeroDisplayLayout = "full-rectangular" | "half-rectangular" | "half-square" | "half-square-left";

/** What the display needs of a hero banner row (GET /api/hero-banners answers carry these fields). */
export type HeroBannerImages = { layout: HeroDisplayLayout | string; desktopImages: string[]; mobileImages: string[] };

type Props = {
  banner: HeroBannerImages;
  title?: string | null;
  subtitle?: string | null;
  buttonText?: string | null;
  /** A store path ("/products") or an http(s) URL. */
  buttonUrl?: string | null;
  /** The store's base path in path mode ("/store/demo"), so store links stay in the visitor's mode. */
  basePath?: string;
  /** The page's first, largest image (the LCP): loaded eagerly at high priority; every other slide lazily. */
  priority?: boolean;
  headingLevel?: "h1" | "h2";
  label?: string;
  /** The owner's editor: in-place editors drawn instead of the plain title, subtitle and button. */
  textSlot?: ReactNode;
  /** The carousel's words in the page's language (../tr.ts). */
  t: Tr;
};

/** The pixel sizes the demo and upload hints use; width/height keep the box's ratio before the image loads. */
const DESKTOP = { "full-rectangular": [1600, 600], "half-rectangular": [800, 600], "half-square": [800, 800] } as const;
const MOBILE = [800, 1000] as const;

/** Mobile images show up to 767 px wide, matching Tailwind's md breakpoint where the layouts split. */
export const HERO_MOBILE_MEDIA = "(max-width: 767px)";

function slidesOf(desktop: string[], mobile: string[]) {
  const n = Math.max(desktop.length, mobile.length);
  return Array.from({ length: n }, (_, i) => ({
    desktop: desktop.length ? desktop[i % desktop.length] : mobile[i % mobile.length],
    mobile: mobile.length ? mobile[i % mobile.length] : null,
  }));
}

/**
 * A hero banner as shoppers see it: a carousel of responsive <picture>s (the mobile image on phones, the
 * desktop image above), scrolled with CSS scroll-snap; a tiny client island adds previous/next buttons
 * when there are several slides. The box has a fixed aspect ratio per layout and device, so nothing moves
 * while images load. Optional title, subtitle and button sit over the image (full) or beside it (half).
 */
export function HeroBannerDisplay({ banner, title, subtitle, buttonText, buttonUrl, basePath = "", priority = false, headingLevel = "h2", label: given, textSlot, t }: Props) {
  const label = given ?? t("catalog.home.featured");
  const slides = slidesOf(banner.desktopImages, banner.mobileImages);
  if (slides.length === 0) return null;
  // Each device shows only as many slides as it has images (the shorter list is not repeated).
  const desktopCount = banner.desktopImages.length || banner.mobileImages.length;
  const mobileCount = banner.mobileImages.length || banner.desktopImages.length;
  const layout: HeroDisplayLayout =
    banner.layout === "half-rectangular" || banner.layout === "half-square" || banner.layout === "half-square-left" ? banner.layout : "full-rectangular";
  const half = layout !== "full-rectangular";
  const [dw, dh] = DESKTOP[layout === "half-square-left" ? "half-square" : layout];
  const hasMobile = banner.mobileImages.length > 0;
  const hasText = !!(title || subtitle || buttonText);
  const Heading = headingLevel;

  // Phones: the mobile image's 4:5, or the desktop image's own shape; wider screens: the layout's shape.
  const mobileRatio = hasMobile ? "aspect-[4/5]" : layout === "full-rectangular" ? "aspect-[4/3]" : layout === "half-rectangular" ? "aspect-[4/3]" : "aspect-square";
  const desktopRatio = layout === "full-rectangular" ? "md:aspect-[8/3]" : layout === "half-rectangular" ? "md:aspect-[4/3]" : "md:aspect-square";

  // Half layouts without text show their slides as half-width tiles, two side by side on wide screens.
  const tiles = half && !hasText;
  const carousel = (
    <div className={cn("relative w-full overflow-hidden", !tiles && "bg-muted")}>
      <div
        data-hero-track
        className={cn("flex w-full snap-x snap-mandatory overflow-x-auto scroll-smooth [scrollbar-width:none] [&::-webkit-scrollbar]:hidden", tiles && "gap-4")}
        role={slides.length > 1 ? "region" : undefined}
        aria-roledescription={slides.length > 1 ? t("catalog.home.carousel") : undefined}
        aria-label={slides.length > 1 ? label : undefined}
        tabIndex={slides.length > 1 ? 0 : undefined}
      >
        {slides.map((s, i) => {
          const first = i === 0 && priority;
          return (
            <div
              key={i}
              className={cn(
                "relative shrink-0 snap-start overflow-hidden bg-muted",
                mobileRatio,
                desktopRatio,
                tiles ? "w-full rounded-xl md:w-[calc(50%-0.5rem)]" : "w-full",
                i >= mobileCount && "max-md:hidden",
                i >= desktopCount && "md:hidden",
              )}
              role={slides.length > 1 ? "group" : undefined}
              aria-roledescription={slides.length > 1 ? t("catalog.home.slide") : undefined}
              aria-label={slides.length > 1 ? t("catalog.home.slideN", { n: String(i + 1) }) : undefined}
            >
              <picture>
                {s.mobile ? <UploadedSource media={HERO_MOBILE_MEDIA} src={s.mobile} shownWidth={640} sizes="100vw" width={MOBILE[0]} height={MOBILE[1]} /> : null}
                <UploadedImage
                  src={s.desktop}
                  alt=""
                  shownWidth={tiles ? 800 : 1600}
                  sizes={tiles ? "(min-width: 768px) 50vw, 100vw" : "100vw"}
                  width={dw}
                  height={dh}
                  loading={first ? "eager" : "lazy"}
                  fetchPriority={first ? "high" : undefined}
                  decoding="async"
                  className="absolute inset-0 h-full w-full object-cover"
                />
              </picture>
            </div>
          );
        })}
      </div>
      {slides.length > 1 ? <HeroCarouselControls mobileCount={mobileCount} desktopCount={tiles ? desktopCount - 1 : desktopCount} label={label} /> : null}
    </div>
  );

  const text = textSlot ? (
    <div className="pointer-events-auto">{textSlot}</div>
  ) : hasText ? (
    <>
      {title ? <Heading className="max-w-2xl text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</Heading> : null}
      {subtitle ? <p className={cn("mt-4 max-w-xl text-base sm:text-lg", half ? "text-muted-foreground" : "text-white/90")}>{subtitle}</p> : null}
      {buttonText ? (
        <div className="mt-8">
          <Button asChild size="lg" className="pointer-events-auto">
            <Link href={storeHref(basePath, buttonUrl || "/products")}>{buttonText}</Link>
          </Button>
        </div>
      ) : null}
    </>
  ) : null;

  if (!half) {
    return (
      <section className="relative overflow-hidden" aria-label={title ? undefined : label} data-store-hero="">
        {carousel}
        {text ? (
          <>
            <div className="pointer-events-none absolute inset-0 bg-gradient-to-t from-black/70 via-black/30 to-transparent md:bg-gradient-to-r rtl:md:bg-gradient-to-l md:from-black/65 md:via-black/35" />
            <div className="pointer-events-none absolute inset-0 mx-auto flex max-w-7xl flex-col justify-end px-4 pb-16 text-white sm:px-6 md:justify-center md:pb-0">
              {text}
            </div>
          </>
        ) : null}
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-7xl px-4 py-6 sm:px-6 md:py-10" aria-label={title ? undefined : label}>
      <div className={cn("grid items-center gap-6 md:gap-10", text ? "md:grid-cols-2" : "")}>
        <div className={cn(text && "overflow-hidden rounded-xl", layout === "half-square-left" ? "" : "md:order-2")}>
          {carousel}
        </div>
        {text ? <div className={cn(layout === "half-square-left" ? "md:order-2" : "md:order-1")}>{text}</div> : null}
      </div>
    </section>
  );
}
