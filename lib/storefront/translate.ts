import type { StoreLanguage } from "@/lib/tenancy/store";
import type { HeroBanner } from "@/lib/hero-banners/schemas";
import { optionField } from "@/lib/translations/fields";
import type { StoreCard, StoreCategoryTree, StoreCollection, StoreMenus, StorePage, StoreProductDetail } from "./schemas";

/**
 * The merchant's content in the page's language (issue 44 §3, records 0161 and 0164): the storefront's reads take
 * a content language, `null` for the store's default (its rows are that text: no translation is read, no statement
 * added), else a code whose translations the reads fetch in the statement they already run (one index range on the
 * translations key per resource type). Each translated field replaces its default text; a field without a
 * translation keeps the default (field by field). Pure: the shapes here are the cached DTOs.
 */

/** The language whose translations a storefront read applies: null for the default (or a disabled prefix, a 404). */
export type ContentLang = string | null;

export function contentLang(language: Pick<StoreLanguage, "code" | "isDefault" | "enabled">): ContentLang {
  return language.isDefault || !language.enabled ? null : language.code;
}

/** Translations of one resource: field → text. */
export type Fields = Record<string, string>;
/** Translations of several resources of one type: id → fields. */
export type FieldsById = Map<string, Fields>;

/** The translation of a field when there is one (non-empty), else the default. */
const pick = <T extends string | null>(fields: Fields | undefined, name: string, fallback: T): T | string => {
  const v = fields?.[name];
  return typeof v === "string" && v.trim() ? v : fallback;
};

/** Translation rows `{ t, id, f, v }` (the shell's JSON) grouped by type and id. */
export type TranslationRow = { t: string; id: string; f: string; v: string };
export function groupRows(rows: readonly TranslationRow[] | null | undefined): Map<string, FieldsById> {
  const out = new Map<string, FieldsById>();
  for (const r of rows ?? []) {
    const byId = out.get(r.t) ?? new Map<string, Fields>();
    const fields = byId.get(r.id) ?? {};
    fields[r.f] = r.v;
    byId.set(r.id, fields);
    out.set(r.t, byId);
  }
  return out;
}

export function translateCard<C extends Pick<StoreCard, "name" | "shortDescription">>(card: C, fields: Fields | undefined): C {
  if (!fields) return card;
  return { ...card, name: pick(fields, "name", card.name), shortDescription: pick(fields, "shortDescription", card.shortDescription) };
}

/**
 * The product page's product: its texts, and its options' names and values (`options.{name}`,
 * `options.{name}.{value}`), the variants' values and titles with them, so the picker still matches values to
 * variants. The description arrives sanitised from the caller (`sanitize`), as the default one is.
 */
export function translateProduct(
  p: StoreProductDetail,
  fields: Fields | undefined,
  rich: { sanitize: (html: string) => string; text: (html: string) => string },
): StoreProductDetail {
  if (!fields) return p;
  const description = fields.description?.trim() ? fields.description : null;
  return {
    ...p,
    ...translateOptions(p.options, p.variants, fields),
    name: pick(fields, "name", p.name),
    shortDescription: pick(fields, "shortDescription", p.shortDescription),
    description: description === null ? p.description : rich.sanitize(description),
    descriptionText: description === null ? p.descriptionText : rich.text(description),
    seoTitle: pick(fields, "seoTitle", p.seoTitle),
    seoDescription: pick(fields, "seoDescription", p.seoDescription),
  };
}

/**
 * A product's options' names and values (`options.{name}`, `options.{name}.{value}`) and its variants' values and
 * titles with them, so a picker still matches values to variants.
 */
export function translateOptions<O extends { name: string; values: string[] }, V extends { options: string[]; title: string }>(
  options: O[],
  variants: V[],
  fields: Fields,
): { options: O[]; variants: V[] } {
  const valueMaps = options.map((o) => new Map(o.values.map((v) => [v, pick(fields, optionField(o.name, v), v)])));
  return {
    options: options.map((o, i) => ({ ...o, name: pick(fields, optionField(o.name), o.name), values: o.values.map((v) => valueMaps[i].get(v) ?? v) })),
    variants: variants.map((v) => {
      const values = v.options.map((x, i) => valueMaps[i]?.get(x) ?? x);
      // A title that is the values joined (what the dashboard generates) follows them; a title of its own stays.
      const title = v.title === v.options.join(" / ") ? values.join(" / ") : v.title;
      return { ...v, options: values, title };
    }),
  };
}

/** The named text fields of a DTO, each replaced by its translation when it has one. */
export function translateFields<T extends object>(obj: T, fields: Fields | undefined, names: readonly (keyof T & string)[]): T {
  if (!fields) return obj;
  const out = { ...obj } as Record<string, unknown>;
  for (const n of names) {
    const v = fields[n];
    if (typeof v === "string" && v.trim()) out[n] = v;
  }
  return out as T;
}

/** The shown categories; `nodes` keep the default names, which smart-collection rules match (lib/catalog/smart-sql.ts). */
export function translateTree(tree: StoreCategoryTree, byId: FieldsById | undefined): StoreCategoryTree {
  if (!byId?.size) return tree;
  return {
    ...tree,
    categories: tree.categories.map((c) => {
      const f = byId.get(c.id);
      return f
        ? { ...c, name: pick(f, "name", c.name), description: pick(f, "description", c.description), seoTitle: pick(f, "seoTitle", c.seoTitle), seoDescription: pick(f, "seoDescription", c.seoDescription) }
        : c;
    }),
  };
}

export function translateCollections(cols: StoreCollection[], byId: FieldsById | undefined): StoreCollection[] {
  if (!byId?.size) return cols;
  return cols.map((c) => {
    const f = byId.get(c.id);
    return f
      ? { ...c, name: pick(f, "name", c.name), description: pick(f, "description", c.description), seoTitle: pick(f, "seoTitle", c.seoTitle), seoDescription: pick(f, "seoDescription", c.seoDescription) }
      : c;
  });
}

export function translateMenus(menus: StoreMenus, byId: FieldsById | undefined): StoreMenus {
  if (!byId?.size) return menus;
  const link = <L extends { id: string; label: string }>(l: L): L => ({ ...l, label: pick(byId.get(l.id), "label", l.label) });
  const menu = (m: StoreMenus["header"][number]) => ({ ...m, items: m.items.map((i) => ({ ...link(i), children: i.children.map(link) })) });
  return { header: menus.header.map(menu), footer: menus.footer.map(menu) };
}

export function translateBanners(banners: HeroBanner[], byId: FieldsById | undefined): HeroBanner[] {
  if (!byId?.size) return banners;
  return banners.map((b) => {
    const f = byId.get(b.id);
    return f ? { ...b, title: pick(f, "title", b.title), subtitle: pick(f, "subtitle", b.subtitle), buttonLabel: pick(f, "buttonLabel", b.buttonLabel) } : b;
  });
}

export function translatePage(p: StorePage, fields: Fields | undefined, sanitize: (html: string) => string): StorePage {
  if (!fields) return p;
  const content = fields.content?.trim() ? sanitize(fields.content) : p.content;
  return { ...p, title: pick(fields, "title", p.title), content, metaDescription: pick(fields, "metaDescription", p.metaDescription) };
}
