import { rawMessages, type Namespace } from "./catalog";

/** What an island's provider carries: raw ICU messages by `namespace.key`, and the page's language. */
export type IslandMessages = { locale: string; messages: Record<string, string> };

/**
 * The raw messages an island uses, picked on the server (record 0162): `{ cart: ["drawer"] }` gives every message
 * under `cart.drawer` in the page's language (`["*"]`: the whole namespace) (English where the language lacks one), keyed "cart.drawer.title".
 */
export function islandMessages(lang: string, pick: Partial<Record<Namespace, readonly string[]>>): IslandMessages {
  const messages: Record<string, string> = {};
  for (const [ns, keys] of Object.entries(pick) as [Namespace, readonly string[]][]) {
    for (const [k, v] of Object.entries(rawMessages(ns, lang, keys))) messages[`${ns}.${k}`] = v;
  }
  return { locale: lang, messages };
}
