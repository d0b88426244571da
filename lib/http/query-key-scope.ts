/** The parts every query key is made of (lib/http/query-keys.ts is the factory that uses them). */

/** The store a key belongs to: its slug, or null/undefined on the platform. */
export type StoreScope = string | null | undefined;

const PLATFORM = "_";

export function scope(store: StoreScope): string {
  return store || PLATFORM;
}

/** A GET of an /api path of one store: the shape every key has. */
export function api<const P extends readonly (string | number)[]>(store: StoreScope, ...parts: P) {
  return [scope(store), ...parts] as const;
}
