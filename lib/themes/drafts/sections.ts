import { type EditableContent, type Section, type SectionContent, type SectionType } from "./schemas";

/**
 * Pure helpers shared by the server's rendering of published sections and the owner's editor: default
 * texts of each section type, and how a section's texts are read (the owner's in-place edits, kept in the
 * content map under `{sectionId}-{field}`, win over the section's own starting texts).
 */

export const SECTION_LABELS: Record<SectionType, string> = {
  hero: "Hero",
  collection: "Collection",
  category: "Category",
  image: "Image",
  text: "Text Block",
  columns: "Three Columns",
  collections: "Collections",
  categories: "Categories",
  banners: "Hero Banners",
  "category-tabs": "Category Tabs",
};

/** The modules the '+' between sections offers. */
export const ADDABLE_SECTIONS = ["collection", "category", "image", "text", "columns"] as const satisfies readonly SectionType[];

const BASE = { itemsToShow: 4, showTitle: true } as const;

/** What a new section of each type starts with. */
export function defaultSectionContent(type: SectionType): SectionContent {
  switch (type) {
    case "hero":
      return { ...BASE, layout: "full-rectangular", title: "Welcome to our store", subtitle: "Discover our latest products", buttonText: "Shop Now", buttonUrl: "/products" };
    case "collection":
      return { ...BASE, collectionId: null, title: "" };
    case "category":
      return { ...BASE, categoryId: null, title: "" };
    case "image":
      return { ...BASE, imageSrc: "", imageAlt: "", title: "" };
    case "text":
      return { ...BASE, title: "Our Story", text: "<p>Tell your customers what makes your store special.</p>" };
    case "columns":
      return {
        ...BASE,
        title: "Why shop with us",
        column1Title: "Free Shipping",
        column1Text: "<p>On orders over a minimum amount.</p>",
        column2Title: "Secure Payments",
        column2Text: "<p>Your payment details are always protected.</p>",
        column3Title: "Easy Returns",
        column3Text: "<p>Changed your mind? Send it back within 30 days.</p>",
      };
    case "collections":
      return { ...BASE, title: "Collections" };
    case "categories":
      return { ...BASE, title: "Shop by Category" };
    case "banners":
    case "category-tabs":
      return { ...BASE };
  }
}

/** A fresh section id (no "-": content keys are `{id}-{field}`). */
export function newSectionId(): string {
  const rand = typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID().replace(/-/g, "").slice(0, 10) : Math.random().toString(36).slice(2, 12);
  return `s_${rand}`;
}

export function newSection(type: SectionType): Section {
  return { id: newSectionId(), type, content: defaultSectionContent(type) };
}

export type TextField = "title" | "subtitle" | "imageSrc" | "imageAlt" | "text" | "column1Title" | "column1Text" | "column2Title" | "column2Text" | "column3Title" | "column3Text";

export const fieldKey = (sectionId: string, field: string) => `${sectionId}-${field}`;
export const buttonId = (sectionId: string) => `${sectionId}-button`;

/** A section's text: the owner's edit if any, else the section's own. */
export function sectionText(section: Section, content: Record<string, string>, field: TextField): string {
  return content[fieldKey(section.id, field)] ?? (section.content[field] as string | undefined) ?? "";
}

/**
 * A text of one item a section lists from the store's live data (a hero banner): the owner's edit, kept under
 * `{sectionId}-{itemKey}-{field}`, else the item's own text.
 */
export const itemKey = (id: string) => id.replace(/[^A-Za-z0-9_]/g, "");
export function itemText(section: Section, content: Record<string, string>, item: string, field: "title" | "subtitle", own: string | null | undefined): string {
  return content[fieldKey(section.id, `${itemKey(item)}-${field}`)] ?? own ?? "";
}
export function itemButton(section: Section, content: Record<string, string>, item: string, own: { label: string | null | undefined; url: string | null | undefined }) {
  const id = fieldKey(section.id, `${itemKey(item)}-button`);
  return { id, label: content[`${id}-label`] ?? own.label ?? "", url: content[`${id}-url`] ?? own.url ?? "/products" };
}

/** A section's button: label and URL from `{id}-label` / `{id}-url`, else the section's own. */
export function sectionButton(section: Section, content: Record<string, string>) {
  const id = buttonId(section.id);
  return { id, label: content[`${id}-label`] ?? section.content.buttonText ?? "Shop Now", url: content[`${id}-url`] ?? section.content.buttonUrl ?? "/products" };
}

/** The content keys that belong to a section. */
export const keysOfSection = (content: Record<string, string>, sectionId: string) => Object.keys(content).filter((k) => k.startsWith(`${sectionId}-`));

/** Duplicates a section (right after it), copying its in-place edits to the copy's keys. */
export function duplicateSection(ec: EditableContent, index: number): EditableContent {
  const original = ec.sections[index];
  if (!original) return ec;
  const copy: Section = { ...original, id: newSectionId(), content: { ...original.content } };
  const content = { ...ec.content };
  for (const k of keysOfSection(ec.content, original.id)) content[`${copy.id}${k.slice(original.id.length)}`] = ec.content[k];
  const sections = [...ec.sections];
  sections.splice(index + 1, 0, copy);
  return { content, sections };
}

/** Removes a section and its in-place edits. */
export function removeSection(ec: EditableContent, index: number): EditableContent {
  const gone = ec.sections[index];
  if (!gone) return ec;
  const content = { ...ec.content };
  for (const k of keysOfSection(ec.content, gone.id)) delete content[k];
  return { content, sections: ec.sections.filter((_, i) => i !== index) };
}

export function moveSection(ec: EditableContent, index: number, by: -1 | 1): EditableContent {
  const to = index + by;
  if (to < 0 || to >= ec.sections.length) return ec;
  const sections = [...ec.sections];
  [sections[index], sections[to]] = [sections[to], sections[index]];
  return { ...ec, sections };
}

export function insertSection(ec: EditableContent, at: number, section: Section): EditableContent {
  const sections = [...ec.sections];
  sections.splice(at, 0, section);
  return { ...ec, sections };
}

export function updateSectionContent(ec: EditableContent, sectionId: string, patch: Partial<SectionContent>): EditableContent {
  return { ...ec, sections: ec.sections.map((s) => (s.id === sectionId ? { ...s, content: { ...s.content, ...patch } } : s)) };
}

