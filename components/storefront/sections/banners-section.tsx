import Link from "next/link";
import { HeroBannerDisplay } from "@/components/storefront/hero/hero-banner-display";
import { storeHref } from "@/components/storefront/store-link";
import { Button } from "@/components/ui/button";
import type { Section } from "@/lib/themes/drafts/schemas";
import { buttonId, fieldKey, itemButton, itemKey, itemText, sectionText } from "@/lib/themes/drafts/sections";
import type { SectionBanner, SectionData } from "@/lib/themes/drafts/view-types";
import { cn } from "@/lib/utils";
import type { Tr } from "../tr";
import type { Editables } from "./types";
import { UploadedImage, UploadedSource } from "@/components/ui/uploaded-image";

type Props = { section: Section; content: Record<string, string>; data: SectionData; basePath: string; ed: Editables; first: boolean; t: Tr };

/**
 * The live home's hero: the store's active hero banners (managed on /hero-banner), each a carousel of its
 * images with its own title, subtitle and button; without any, the theme's hero. The owner's in-place edits
 * of a banner's texts are kept in this section's content (`{sectionId}-{bannerId}-title`, ...) and win over
 * the banner's own, so the banner rows themselves are never changed by publishing.
 */
export function BannersSection({ section, content, data, basePath, ed, first, t: tr }: Props) {
  const banners = data.banners ?? [];
  const storeName = data.store?.name ?? "";
  if (banners.length === 0) return <ThemeHero section={section} content={content} data={data} basePath={basePath} ed={ed} first={first} t={tr} />;
  const texts = banners.map((b) => ({
    title: itemText(section, content, b.id, "title", b.title),
    subtitle: itemText(section, content, b.id, "subtitle", b.subtitle),
    button: itemButton(section, content, b.id, { label: b.buttonLabel, url: b.buttonUrl }),
  }));
  return (
    <>
      {first && !texts[0].title ? <h1 className="sr-only">{storeName}</h1> : null}
      {banners.map((b, i) => {
        const t = texts[i];
        const heading = first && i === 0 ? "h1" : "h2";
        return (
          <HeroBannerDisplay
            key={b.id}
            banner={b}
            title={t.title}
            subtitle={t.subtitle}
            buttonText={t.button.label}
            buttonUrl={t.button.url}
            basePath={basePath}
            priority={first && i === 0}
            headingLevel={heading}
            label={storeName}
            t={tr}
            textSlot={ed.editing ? <BannerTexts section={section} banner={b} texts={t} heading={heading} basePath={basePath} ed={ed} /> : undefined}
          />
        );
      })}
    </>
  );
}

/** A banner's texts as in-place editors, in the classes HeroBannerDisplay gives them. */
function BannerTexts({ section, banner, texts, heading, basePath, ed }: { section: Section; banner: SectionBanner; texts: { title: string; subtitle: string; button: { id: string; label: string; url: string } }; heading: "h1" | "h2"; basePath: string; ed: Editables }) {
  const half = banner.layout !== "full-rectangular";
  const key = (field: string) => fieldKey(section.id, `${itemKey(banner.id)}-${field}`);
  return (
    <>
      <ed.Text id={key("title")} value={texts.title} as={heading} className="max-w-2xl text-3xl font-extrabold tracking-tight text-balance sm:text-5xl" placeholder="Add a heading" />
      <ed.Text id={key("subtitle")} value={texts.subtitle} as="p" className={cn("mt-4 max-w-xl text-base sm:text-lg", half ? "text-muted-foreground" : "text-white/90")} placeholder="Add a subtitle" />
      <div className="mt-8">
        <ed.Button id={texts.button.id} label={texts.button.label} url={texts.button.url} basePath={basePath} />
      </div>
    </>
  );
}

/**
 * The hero from the theme's banner settings, shown while the store has no active hero banner. Without an image
 * it is drawn in the store's own colour (not a grey box), so a new store greets shoppers properly.
 */
function ThemeHero({ section, content, data, basePath, ed, first, t }: Props) {
  const hero = data.hero;
  const image = hero?.image ?? null;
  const title = sectionText(section, content, "title") || hero?.title || t("catalog.home.welcome", { name: data.store?.name ?? "" });
  const subtitle = sectionText(section, content, "subtitle") || hero?.subtitle || data.store?.description || "";
  const id = buttonId(section.id);
  const label = content[`${id}-label`] ?? (hero?.buttonLabel || t("catalog.home.shopNow"));
  const url = content[`${id}-url`] ?? (hero?.buttonUrl || "/products");
  return (
    <section className={cn("relative overflow-hidden", image ? "bg-muted text-white" : "bg-primary text-primary-foreground")} aria-label={t("catalog.home.welcomeLabel")} data-store-hero="">
      {image ? (
        <>
          <picture>
            {hero?.mobileImage ? <UploadedSource media="(max-width: 640px)" src={hero.mobileImage} shownWidth={640} sizes="100vw" /> : null}
            <UploadedImage src={image} alt="" shownWidth={1600} width={1600} height={600} sizes="100vw" className="absolute inset-0 h-full w-full object-cover" fetchPriority={first ? "high" : "auto"} />
          </picture>
          <div className="absolute inset-0 bg-gradient-to-r from-black/65 via-black/35 to-transparent rtl:bg-gradient-to-l" />
        </>
      ) : (
        <div aria-hidden className="absolute inset-0 bg-[radial-gradient(circle_at_85%_20%,rgb(255_255_255/0.22),transparent_45%),radial-gradient(circle_at_10%_110%,rgb(0_0_0/0.18),transparent_50%)]" />
      )}
      <div className={cn("relative mx-auto flex max-w-7xl flex-col justify-center px-4 py-14 sm:px-6", image ? "min-h-[340px] md:min-h-[440px]" : "min-h-[260px] md:min-h-[340px]")}>
        <ed.Text id={fieldKey(section.id, "title")} value={title} as={first ? "h1" : "h2"} className="max-w-2xl text-3xl font-extrabold tracking-tight text-balance sm:text-5xl" placeholder="Add a heading" />
        <ed.Text id={fieldKey(section.id, "subtitle")} value={subtitle} as="p" className="mt-4 max-w-xl text-base opacity-90 sm:text-lg" placeholder="Add a subtitle" />
        <div className="mt-8">
          {ed.editing ? (
            <ed.Button id={id} label={label} url={url} basePath={basePath} />
          ) : (
            <Button asChild size="lg" variant={image ? "default" : "outline"} className={image ? undefined : "border-transparent text-foreground"}>
              <Link href={storeHref(basePath, url)}>{label}</Link>
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
