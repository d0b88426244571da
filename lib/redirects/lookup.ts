import "server-only";
import { decodeTenantKey } from "@/lib/tenancy/tenant-key";
import { storeVersion, allRedirects } from "./repository";
import { resolveRedirect } from "./paths";

/**
 * The proxy's redirect lookup (record 0149): each instance keeps, per tenant key, the store's redirects as a Map
 * (collapsed targets: one read) with the store's version. A request reads only that memory; at most every
 * CHECK_MS per store and instance one small read (tenants ⟕ redirect_sets) tells whether the version moved, and
 * only then are the store's redirects read again. A store with none keeps an empty map: its 404s cost nothing.
 * Writes on this instance drop the store's entries at once (`forgetRedirects`); other instances follow within
 * CHECK_MS, as pages (s-maxage=2) do.
 */

type Entry = { tenantId: string | null; version: number; map: Map<string, string>; checkedAt: number; pending?: Promise<Entry> };

const CHECK_MS = 2000;
/** Stores kept per instance (the least recently checked go first). */
const MAX_STORES = 5000;

const g = globalThis as unknown as { __sbRedirects?: Map<string, Entry> };
const entries = (g.__sbRedirects ??= new Map<string, Entry>());

async function refresh(key: string, prev: Entry | undefined): Promise<Entry> {
  const ref = decodeTenantKey(key);
  const state = ref ? await storeVersion(ref) : null;
  const now = Date.now();
  if (!state || state.version === 0) return { tenantId: state?.tenantId ?? null, version: 0, map: new Map(), checkedAt: now };
  if (prev && prev.tenantId === state.tenantId && prev.version === state.version) return { ...prev, pending: undefined, checkedAt: now };
  const map = new Map<string, string>();
  for await (const rows of allRedirects(state.tenantId, 5000)) for (const r of rows) map.set(r.fromPath, r.toTarget);
  return { tenantId: state.tenantId, version: state.version, map, checkedAt: now };
}

async function entryFor(key: string): Promise<Entry> {
  const e = entries.get(key);
  if (e && Date.now() - e.checkedAt < CHECK_MS) return e;
  // Stale: answered from what this instance holds while one read brings it up to date (a busy pool then slows no
  // page); only a store's first request on an instance waits for its map.
  if (e && e.version >= 0) {
    if (!e.pending) void check(key, e).catch(() => {});
    return e;
  }
  if (e?.pending) return e.pending;
  return check(key, e);
}

function check(key: string, e: Entry | undefined): Promise<Entry> {
  const pending = refresh(key, e).then(
    (fresh) => {
      entries.delete(key);
      entries.set(key, fresh);
      if (entries.size > MAX_STORES) entries.delete(entries.keys().next().value!);
      return fresh;
    },
    (err: unknown) => {
      const cur = entries.get(key);
      if (cur?.pending === pending) {
        // A map already held stays in use (checked again in CHECK_MS); a first load that failed is tried again.
        if (cur.version >= 0) Object.assign(cur, { pending: undefined, checkedAt: Date.now() });
        else entries.delete(key);
      }
      throw err;
    },
  );
  if (e) e.pending = pending;
  else entries.set(key, { tenantId: null, version: -1, map: new Map(), checkedAt: 0, pending });
  return pending;
}

/**
 * The redirect for a store page request, or null: `key` the tenant key the proxy made, `path` the path within the
 * store, `basePath` the store's prefix in path mode. Never throws: a lookup that fails (the database away) is no
 * redirect, and the page answers as it would.
 */
export async function findRedirect(key: string, path: string, search: string, basePath: string): Promise<string | null> {
  try {
    const e = await entryFor(key);
    return resolveRedirect(e.map, path, search, basePath);
  } catch {
    return null;
  }
}

/** A store's redirects changed on this instance: its entries are read again on their next request. */
export function forgetRedirects(tenantId: string) {
  for (const [key, e] of entries) if (e.tenantId === tenantId) entries.delete(key);
}
