import "server-only";
import type { Category } from "@/lib/catalog/categories/schemas";
import type { Collection, CollectionWithProducts } from "@/lib/catalog/collections/schemas";
import type { ProductDto } from "@/lib/catalog/products/schemas";
import type { MenuItem, MenuWithItems, Page } from "@/lib/content/schemas";
import { badRequest } from "@/lib/errors";
import { sanitizeRichText } from "@/lib/sanitize";
import type { Store } from "@/lib/tenancy/store";
import type { ResourceType } from "@/lib/translations/fields";
import { languageOf } from "@/lib/languages";
import { translationsForRead } from "@/lib/translations/service";
import { translateFields, translateOptions, type ContentLang, type Fields } from "./translate";

/**
 * The storefront's public API reads in a language (issue 44 §3, record 0164): `?lang=` names it; absent, the call's
 * language prefix (the tenant key carries it: store.language); else the default, which reads no translation. A
 * language the store has not enabled (or does not exist) is a 400 naming it, as in the API's writes. In a language,
 * one statement reads the translations of everything the answer shows (one range of the key per resource type),
 * and each text falls back to the default field by field.
 */
export function requestLanguage(store: Store, lang: string | null | undefined): ContentLang {
  const row = store.row as { defaultLanguage?: string; languages?: string[] };
  const defaultLanguage = row.defaultLanguage || "en";
  const raw = lang?.trim() || (store.language.isDefault || store.language.code === defaultLanguage ? "" : store.language.code);
  if (!raw) return null;
  const code = languageOf(raw)?.code;
  if (code === defaultLanguage) return null;
  if (!code || !(row.languages ?? []).includes(code)) {
    const message = `Language not enabled for this store: ${raw.slice(0, 40)}`;
    throw badRequest(message, { lang: message });
  }
  return code;
}

type Lookup = (type: ResourceType, id: string) => Fields | undefined;

async function lookup(store: Store, lang: ContentLang, wants: { type: ResourceType; ids: string[] }[]): Promise<Lookup | null> {
  if (!lang || wants.every((w) => w.ids.length === 0)) return null;
  const found = await translationsForRead(store.id, lang, wants);
  return (type, id) => found.get(type)?.get(id);
}

const PRODUCT_TEXTS = ["name", "shortDescription", "seoTitle", "seoDescription"] as const;
const CATALOG_TEXTS = ["name", "description", "seoTitle", "seoDescription"] as const;

function product<P extends ProductDto>(p: P, f: Fields | undefined): P {
  if (!f) return p;
  const out = translateFields(p, f, PRODUCT_TEXTS);
  const description = f.description?.trim() ? sanitizeRichText(f.description) : p.description;
  return { ...out, description, ...translateOptions(p.options, p.variants, f) };
}

export async function productsIn<P extends ProductDto>(store: Store, lang: ContentLang, list: P[]): Promise<P[]> {
  const tr = await lookup(store, lang, [{ type: "product", ids: list.map((p) => p.id) }]);
  return tr ? list.map((p) => product(p, tr("product", p.id))) : list;
}

export async function productIn<P extends ProductDto>(store: Store, lang: ContentLang, p: P): Promise<P> {
  return (await productsIn(store, lang, [p]))[0];
}

const flatCategories = (list: Category[]): Category[] => list.flatMap((c) => [c, ...flatCategories(c.subCategories ?? [])]);

export async function categoriesIn(store: Store, lang: ContentLang, list: Category[]): Promise<Category[]> {
  const tr = await lookup(store, lang, [{ type: "category", ids: flatCategories(list).map((c) => c.id) }]);
  if (!tr) return list;
  const one = (c: Category): Category => ({ ...translateFields(c, tr("category", c.id), CATALOG_TEXTS), subCategories: (c.subCategories ?? []).map(one) });
  return list.map(one);
}

export async function collectionsIn<C extends Collection | CollectionWithProducts>(store: Store, lang: ContentLang, list: C[]): Promise<C[]> {
  const products = list.flatMap((c) => ("products" in c ? c.products : []));
  const tr = await lookup(store, lang, [
    { type: "collection", ids: list.map((c) => c.id) },
    { type: "product", ids: products.map((p) => p.id) },
  ]);
  if (!tr) return list;
  return list.map((c) => {
    const out = translateFields(c, tr("collection", c.id), CATALOG_TEXTS);
    return "products" in c ? { ...out, products: c.products.map((p) => product(p, tr("product", p.id))) } : out;
  });
}

export async function pagesIn(store: Store, lang: ContentLang, list: Page[]): Promise<Page[]> {
  const tr = await lookup(store, lang, [{ type: "page", ids: list.map((p) => p.id) }]);
  if (!tr) return list;
  return list.map((p) => {
    const f = tr("page", p.id);
    const out = translateFields(p, f, ["title", "metaDescription"]);
    return f?.content?.trim() ? { ...out, content: sanitizeRichText(f.content) } : out;
  });
}

export async function menuItemsIn(store: Store, lang: ContentLang, list: MenuItem[]): Promise<MenuItem[]> {
  const tr = await lookup(store, lang, [{ type: "menu-item", ids: list.map((i) => i.id) }]);
  return tr ? list.map((i) => translateFields(i, tr("menu-item", i.id), ["label"])) : list;
}

export async function menusIn(store: Store, lang: ContentLang, list: MenuWithItems[]): Promise<MenuWithItems[]> {
  const items = list.flatMap((m) => m.items.flatMap((i) => [i, ...i.children]));
  const tr = await lookup(store, lang, [{ type: "menu-item", ids: items.map((i) => i.id) }]);
  if (!tr) return list;
  const label = <I extends MenuItem>(i: I): I => translateFields(i, tr("menu-item", i.id), ["label"]);
  return list.map((m) => ({ ...m, items: m.items.map((i) => ({ ...label(i), children: i.children.map(label) })) }));
}
