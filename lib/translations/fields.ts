import type { StaffPermission } from "@/lib/permissions";

/**
 * What of the merchant's content can be translated (issue 44 §3), by resource type: the resource's own API field
 * names, with the longest text each may hold (a 1 MB translation is a 400). A product's option names and values
 * are `options.{option name}` and `options.{option name}.{value}`, named by their default-language text so that a
 * reorder keeps them. Plain data: the Translate tab reads it too.
 */
export const RESOURCE_TYPES = ["product", "category", "collection", "page", "menu-item", "hero-banner"] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export type FieldSpec = { name: string; label: string; max: number; multiline?: boolean; html?: boolean };

const LONG = 100_000;

export const TRANSLATABLE: Record<ResourceType, { label: string; permission: StaffPermission; fields: readonly FieldSpec[] }> = {
  product: {
    label: "Product",
    permission: "products",
    fields: [
      { name: "name", label: "Name", max: 255 },
      { name: "shortDescription", label: "Short description", max: 1000, multiline: true },
      { name: "description", label: "Description", max: LONG, multiline: true, html: true },
      { name: "seoTitle", label: "SEO title", max: 255 },
      { name: "seoDescription", label: "SEO description", max: 1000, multiline: true },
    ],
  },
  category: {
    label: "Category",
    permission: "products",
    fields: [
      { name: "name", label: "Name", max: 255 },
      { name: "description", label: "Description", max: LONG, multiline: true, html: true },
      { name: "seoTitle", label: "SEO title", max: 255 },
      { name: "seoDescription", label: "SEO description", max: 1000, multiline: true },
    ],
  },
  collection: {
    label: "Collection",
    permission: "products",
    fields: [
      { name: "name", label: "Name", max: 255 },
      { name: "description", label: "Description", max: LONG, multiline: true, html: true },
      { name: "seoTitle", label: "SEO title", max: 255 },
      { name: "seoDescription", label: "SEO description", max: 1000, multiline: true },
    ],
  },
  page: {
    label: "Page",
    permission: "content",
    fields: [
      { name: "title", label: "Title", max: 255 },
      { name: "content", label: "Content", max: LONG, multiline: true, html: true },
      { name: "metaDescription", label: "Meta description", max: 1000, multiline: true },
    ],
  },
  "menu-item": { label: "Menu item", permission: "content", fields: [{ name: "label", label: "Label", max: 255 }] },
  "hero-banner": {
    label: "Hero banner",
    permission: "content",
    fields: [
      { name: "title", label: "Title", max: 255 },
      { name: "subtitle", label: "Subtitle", max: 1000, multiline: true },
      { name: "buttonLabel", label: "Button label", max: 100 },
    ],
  },
};

/** A product option's field names: `options.Size` and `options.Size.Red`. */
export const optionField = (option: string, value?: string) => (value === undefined ? `options.${option}` : `options.${option}.${value}`);
export const OPTION_TEXT_MAX = 255;
