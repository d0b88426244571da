import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { EndpointSpec } from "@/lib/endpoint";
import { registeredEndpoints, type RegisteredEndpoint } from "@/lib/contract/registry";

/**
 * The route files of app/api and the registry's endpoints, matched (docs/decisions/0137): the contract, fuzz and
 * registry tests walk the registry through these, so an endpoint without a handler, or a handler without an
 * endpoint, fails a test rather than going unseen.
 */
export const API_DIR = path.resolve(import.meta.dirname, "../../../app/api");

/** Not an endpoint: the JSON 404 of every /api path no handler serves. */
export const NOT_ENDPOINTS = new Set(["[...path]"]);

/**
 * Route folders (under app/api) whose handlers still take `route({ auth, … })` rather than a descriptor: the
 * slices not converted yet. The registry test fails when one is described (take it off) or when a folder not
 * listed here has a handler without a descriptor, so the list only shrinks. Empty when issue 37 item 1 is done.
 */
export const UNDESCRIBED_ROUTES = new Set<string>([]);

export function routeFolders(dir = API_DIR): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFolders(full);
    return name === "route.ts" ? [path.relative(API_DIR, dir).split(path.sep).join("/")] : [];
  });
}

/** The route folder an endpoint's path names: "/api/orders/{id}/refund" is served from orders/[id]/refund. */
export function folderMatches(folder: string, endpointPath: string): boolean {
  const f = folder.split("/");
  const p = endpointPath.replace(/^\/api\/?/, "").split("/");
  return f.length === p.length && f.every((seg, i) => (/^\[[^.\]]+\]$/.test(seg) ? /^\{[^}]+\}$/.test(p[i]) : seg === p[i]));
}

export function folderOf(e: EndpointSpec, folders = routeFolders()): string | undefined {
  return folders.find((f) => folderMatches(f, e.path));
}

/** Every registered endpoint with the folder that serves it (undefined folders fail the registry test). */
export function servedEndpoints(): (RegisteredEndpoint & { folder: string | undefined; file: string | undefined })[] {
  const folders = routeFolders();
  return registeredEndpoints().map((r) => {
    const folder = folderOf(r.endpoint, folders);
    return { ...r, folder, file: folder === undefined ? undefined : path.join(API_DIR, folder, "route.ts") };
  });
}
