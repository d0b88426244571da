import type { EditableContent, Section } from "./schemas";

/**
 * The store home as one composition of sections, whether or not its owner ever published one. A store that
 * has published nothing (a new store, the seeded demo) shows DEFAULT_HOME: blocks that read the store's live
 * content (hero banners or the theme's hero, the category carousel, up to four collections, the top
 * categories with their tabs). The visitor's page and the owner's editor both render this same list through
 * the same section components, so the editor opens on exactly what is live and Publish writes it back with
 * only the owner's edits changed. The ids are fixed so that publishing the default changes no markup.
 */
export const DEFAULT_HOME: readonly Section[] = Object.freeze([
  { id: "home_banners", type: "banners", content: { itemsToShow: 4, showTitle: true } },
  { id: "home_categories", type: "categories", content: { itemsToShow: 4, showTitle: true, title: "Shop by Category" } },
  { id: "home_collections", type: "collections", content: { itemsToShow: 4, showTitle: true } },
  { id: "home_category_tabs", type: "category-tabs", content: { itemsToShow: 4, showTitle: true } },
] satisfies Section[]);

/**
 * What the home shows for stored (published or draft) content: its sections, or, with none, the default
 * composition (keeping any texts the owner edited into it).
 */
export function homeComposition(ec: EditableContent): EditableContent {
  if (ec.sections.length > 0) return ec;
  return { content: ec.content, sections: DEFAULT_HOME.map((s) => ({ ...s, content: { ...s.content } })) };
}
