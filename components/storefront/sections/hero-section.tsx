import type { Section } from "@/lib/themes/drafts/schemas";
import { fieldKey, sectionButton, sectionText } from "@/lib/themes/drafts/sections";
import type { SectionData } from "@/lib/themes/drafts/view-types";
import { cn } from "@/lib/utils";
import type { Tr } from "../tr";
import type { Editables } from "./types";
import { UploadedImage, UploadedSource } from "@/components/ui/uploaded-image";

/**
 * A hero section in one of its layouts: full-rectangular (text over a wide image), half-rectangular (text
 * beside a wide image), half-square (image right) and half-square-left. The picture is the section's own
 * image, else the store's active hero banner (desktop and mobile images). Drawn here rather than with the
 * banner carousel because the editor renders this same component in the browser with inline editors.
 */
export function HeroSection({ section, content, data, basePath, ed, first, t }: { section: Section; content: Record<string, string>; data: SectionData; basePath: string; ed: Editables; first: boolean; t: Tr }) {
  const layout = section.content.layout ?? "full-rectangular";
  const title = sectionText(section, content, "title");
  const subtitle = sectionText(section, content, "subtitle");
  const button = sectionButton(section, content);
  const own = sectionText(section, content, "imageSrc");
  const image = own || data.hero?.image || "";
  const mobile = own ? "" : data.hero?.mobileImage || "";
  const alt = sectionText(section, content, "imageAlt");
  const TitleTag = first ? "h1" : "h2";

  const texts = (light: boolean) => (
    <div className={cn("flex flex-col justify-center gap-4", light ? "text-white" : "text-foreground")}>
      <ed.Text id={fieldKey(section.id, "title")} value={title} as={TitleTag} className="text-3xl font-extrabold tracking-tight sm:text-5xl" placeholder="Add a heading" />
      <ed.Text id={fieldKey(section.id, "subtitle")} value={subtitle} as="p" className={cn("max-w-xl text-base sm:text-lg", light ? "text-white/90" : "text-muted-foreground")} placeholder="Add a subtitle" />
      <div className="pt-2">
        <ed.Button id={button.id} label={button.label} url={button.url} basePath={basePath} />
      </div>
    </div>
  );

  if (layout === "full-rectangular") {
    return (
      <section className="relative overflow-hidden bg-muted" aria-label={title || t("catalog.home.welcomeLabel")} data-layout={layout} data-store-hero="">
        {image ? (
          <picture>
            {mobile ? <UploadedSource media="(max-width: 640px)" src={mobile} shownWidth={640} sizes="100vw" /> : null}
            <UploadedImage src={image} alt={alt} shownWidth={1600} width={1600} height={600} sizes="100vw" className="absolute inset-0 h-full w-full object-cover" fetchPriority={first ? "high" : "auto"} />
          </picture>
        ) : null}
        <div className="absolute inset-0 bg-gradient-to-r rtl:bg-gradient-to-l from-black/65 via-black/35 to-transparent" />
        <div className="relative mx-auto flex min-h-[340px] max-w-7xl flex-col justify-center px-4 py-14 sm:px-6 md:min-h-[440px]">
          <div className="max-w-2xl">{texts(true)}</div>
        </div>
        {ed.editing ? <ed.Image id={fieldKey(section.id, "imageSrc")} src={own} alt={alt} width={1600} height={600} buttonOnly className="absolute end-3 top-3" /> : null}
      </section>
    );
  }

  const square = layout === "half-square" || layout === "half-square-left";
  const imageFirst = layout === "half-square-left";
  return (
    <section className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 sm:px-6 md:grid-cols-2 md:py-14" aria-label={title || t("catalog.home.welcomeLabel")} data-layout={layout}>
      <div className={cn(imageFirst && "md:order-2")}>{texts(false)}</div>
      <ed.Image
        id={fieldKey(section.id, "imageSrc")}
        src={image}
        alt={alt}
        width={square ? 800 : 1200}
        height={square ? 800 : 600}
        eager={first}
        className={cn("overflow-hidden rounded-xl bg-muted", square ? "aspect-square" : "aspect-[2/1]", imageFirst && "md:order-1")}
        imgClassName="h-full w-full object-cover"
      />
    </section>
  );
}
