import path from "node:path";
import { describe, expect, it } from "vitest";
import { registeredEndpoints } from "@/lib/contract/registry";
import { staticPrefix, type EndpointSpec } from "@/lib/endpoint";
import { API_DIR, folderMatches, NOT_ENDPOINTS, routeFolders, servedEndpoints, UNDESCRIBED_ROUTES } from "./helpers/route-files";

/**
 * The registry (lib/contract/registry.ts) and app/api agree (docs/decisions/0137): every handler serves the
 * descriptor it names, at the descriptor's method and path, with the descriptor's schemas; every descriptor has
 * its handler; and every invalidation names a path something reads. Route folders not described yet are
 * listed in UNDESCRIBED_ROUTES, which may only shrink.
 */
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Handler = { routeOptions?: { endpoint?: EndpointSpec; auth?: string; body?: unknown; query?: unknown; params?: unknown } };

async function handlersOf(folder: string): Promise<[string, Handler][]> {
  const mod = (await import(/* @vite-ignore */ path.join(API_DIR, folder, "route.ts"))) as Record<string, unknown>;
  return METHODS.filter((m) => typeof mod[m] === "function").map((m) => [m, mod[m] as Handler]);
}

describe("the endpoint registry", () => {
  it("describes every handler of app/api, except the folders listed as not yet described", { timeout: 120_000 }, async () => {
    const problems: string[] = [];
    const folders = routeFolders();
    for (const u of UNDESCRIBED_ROUTES) if (!folders.includes(u)) problems.push(`${u}: listed as undescribed but there is no such route folder`);
    const registered = new Set(registeredEndpoints().map((r) => r.endpoint));
    for (const folder of folders) {
      if (NOT_ENDPOINTS.has(folder)) continue;
      const handlers = await handlersOf(folder);
      const described = handlers.filter(([, h]) => h.routeOptions?.endpoint);
      if (UNDESCRIBED_ROUTES.has(folder)) {
        if (described.length) problems.push(`${folder}: described now, take it off UNDESCRIBED_ROUTES`);
        continue;
      }
      for (const [method, h] of handlers) {
        const e = h.routeOptions?.endpoint;
        if (!e) {
          problems.push(`${method} ${folder}: its handler names no endpoint (route(endpoint, …))`);
          continue;
        }
        if (!registered.has(e)) problems.push(`${method} ${folder}: serves ${e.method} ${e.path}, which lib/contract/registry.ts does not list`);
        if (e.method !== method) problems.push(`${method} ${folder}: serves the endpoint of ${e.method} ${e.path}`);
        if (!folderMatches(folder, e.path)) problems.push(`${method} ${folder}: serves ${e.path}, another folder's path`);
        if (h.routeOptions?.auth !== e.auth) problems.push(`${method} ${folder}: auth ${h.routeOptions?.auth}, declared ${e.auth}`);
        if (/\{[^}]+\}/.test(e.path) !== !!h.routeOptions?.params) problems.push(`${method} ${folder}: path parameters and params schema disagree`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("has a handler for every descriptor, one each", async () => {
    const problems: string[] = [];
    const seen = new Map<string, string>();
    for (const r of servedEndpoints()) {
      const id = `${r.slice}.${r.name} (${r.endpoint.method} ${r.endpoint.path})`;
      const key = `${r.endpoint.method} ${r.endpoint.path.replace(/\{[^}]+\}/g, "{}")}`;
      if (seen.has(key)) problems.push(`${id}: the same call as ${seen.get(key)}`);
      seen.set(key, id);
      if (!r.folder) {
        problems.push(`${id}: no route folder app/api/… serves this path`);
        continue;
      }
      const handler = (await handlersOf(r.folder)).find(([m]) => m === r.endpoint.method)?.[1];
      if (!handler) problems.push(`${id}: app/api/${r.folder}/route.ts exports no ${r.endpoint.method}`);
      else if (handler.routeOptions?.endpoint !== r.endpoint) problems.push(`${id}: app/api/${r.folder}/route.ts's ${r.endpoint.method} serves another descriptor`);
    }
    expect(problems).toEqual([]);
  });

  it("invalidates only paths that something reads", () => {
    const reads = registeredEndpoints().filter((r) => r.endpoint.method === "GET").map((r) => staticPrefix(r.endpoint.path));
    const undescribedReads = [...UNDESCRIBED_ROUTES].map((f) => `/api/${f.replace(/\[.*$/, "").replace(/\/$/, "")}`);
    const problems = registeredEndpoints().flatMap((r) =>
      (r.endpoint.invalidates ?? [])
        .filter((p) => ![...reads, ...undescribedReads].some((read) => read.startsWith(p) || p.startsWith(read)))
        .map((p) => `${r.slice}.${r.name} invalidates ${p}, which no GET endpoint reads`),
    );
    expect(problems).toEqual([]);
  });
});
