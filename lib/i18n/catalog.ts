import { createTranslator } from "use-intl/core";
import account from "./messages/account";
import cart from "./messages/cart";
import catalog from "./messages/catalog";
import checkout from "./messages/checkout";
import common from "./messages/common";
import mail from "./messages/mail";
import pay from "./messages/pay";

/**
 * The storefront's own words (issue 44 §2, record 0162): ICU messages per namespace and language in
 * lib/i18n/messages/{namespace}/{language}.json. English is complete; any other language falls back to English key by
 * key. Server code formats with next-intl's core translator (use-intl); islands get the raw messages they use from their server parent
 * (lib/i18n/island.ts) and a 1 KB formatter, never the catalogs or next-intl's client runtime.
 */
const NAMESPACES = { common, catalog, cart, checkout, account, mail, pay } as const;
export type Namespace = keyof typeof NAMESPACES;
type Tree = { [key: string]: string | Tree };

/** The languages a catalog ships for; any other enabled language reads English. */
export const SHIPPED_LANGUAGES = ["en", "hi", "ta", "bn", "mr", "es", "fr", "de", "pt", "ar"] as const;

/** Dotted keys of an English namespace ("summary.total"). */
type Leaves<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type MessageKey<N extends Namespace> = Leaves<(typeof NAMESPACES)[N]["en"]>;
export type Values = Record<string, string | number | Date>;

/** The catalog language for a page language: `pt-BR` reads `pt`, an unshipped one English. */
export function catalogLanguage(lang: string): string {
  const shipped = SHIPPED_LANGUAGES as readonly string[];
  if (shipped.includes(lang)) return lang;
  const base = lang.split("-")[0];
  return shipped.includes(base) ? base : "en";
}

function byLanguage(ns: Namespace): Record<string, Tree> {
  return NAMESPACES[ns] as unknown as Record<string, Tree>;
}

const merged = new Map<string, Tree>();
/** One namespace in one language, English under it key by key. */
export function namespaceMessages(ns: Namespace, lang: string): Tree {
  const code = catalogLanguage(lang);
  const id = `${ns}:${code}`;
  let tree = merged.get(id);
  if (!tree) {
    const all = byLanguage(ns);
    tree = code === "en" ? all.en : deepMerge(all.en, all[code] ?? {});
    merged.set(id, tree);
  }
  return tree;
}

function deepMerge(base: Tree, over: Tree): Tree {
  const out: Tree = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = base[k];
    out[k] = typeof v === "object" && typeof b === "object" ? deepMerge(b, v) : v;
  }
  return out;
}

export type Translate<N extends Namespace> = (key: MessageKey<N>, values?: Values) => string;

const translators = new Map<string, (key: string, values?: Values) => string>();
/**
 * The translator of one namespace in a language (`locale` is the page's language, e.g. "hi"). Memoised per
 * namespace and language: a page of product cards asks for it dozens of times.
 */
export function translator<N extends Namespace>(lang: string, ns: N): Translate<N> {
  const id = `${ns}:${lang}`;
  let t = translators.get(id);
  if (!t) {
    const inner = createTranslator({ locale: lang, messages: { [ns]: namespaceMessages(ns, lang) }, namespace: ns, onError: () => {} });
    t = (key, values) => (inner as unknown as (k: string, v?: Values) => string)(key, values);
    translators.set(id, t);
  }
  return t as Translate<N>;
}

/** Every dotted key of a tree, for the missing-keys test. */
export function leafKeys(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === "string" ? [`${prefix}${k}`] : leafKeys(v, `${prefix}${k}.`)));
}

/** The raw messages of a namespace as shipped (no fallback), for the missing-keys test. */
export function shippedMessages(ns: Namespace, lang: string): Tree {
  return byLanguage(ns)[lang] ?? {};
}

export const NAMESPACE_NAMES = Object.keys(NAMESPACES) as Namespace[];

/** Raw (unformatted) messages of a namespace under a key prefix, for an island (lib/i18n/island.ts). */
export function rawMessages(ns: Namespace, lang: string, keys: readonly string[]): Record<string, string> {
  const tree = namespaceMessages(ns, lang);
  const out: Record<string, string> = {};
  if (keys.includes("*")) return rawMessages(ns, lang, Object.keys(tree));
  for (const key of keys) {
    const v = key.split(".").reduce<string | Tree | undefined>((node, part) => (node && typeof node === "object" ? node[part] : undefined), tree);
    if (typeof v === "string") out[key] = v;
    else if (v && typeof v === "object") for (const leaf of leafKeys(v, `${key}.`)) out[leaf] = rawMessages(ns, lang, [leaf])[leaf];
  }
  return out;
}
