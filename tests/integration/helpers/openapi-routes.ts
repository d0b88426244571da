import { readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import type { EndpointSpec } from "@/lib/endpoint";
import type { OpenApiRoute } from "@/lib/openapi/generate";
import { servedEndpoints } from "./route-files";

/**
 * Every registered endpoint with the schemas its handler parses (record 0148): what lib/openapi/generate.ts builds
 * the document from. Imports every route file of app/api, so it runs in tests and `npm run openapi`, never in the
 * server. A handler's success status is read from its source (`json(…, 201)`, `status: 201`): descriptors do not
 * declare it.
 */
type Handler = { routeOptions?: { endpoint?: EndpointSpec; params?: z.ZodType; query?: z.ZodType; body?: z.ZodType } };

export const DOCUMENT_FILE = path.resolve(import.meta.dirname, "../../../lib/openapi/document.json");

/** Handlers that answer a flow's `{ status, body }` (`answered(…)`): the flow decides 201 (lib/flows). */
const CREATED_BY_FLOW = new Set(["POST /api/orders", "POST /api/orders/{id}/fulfillments", "POST /api/draft-orders/{id}/complete"]);

export async function openApiRoutes(): Promise<OpenApiRoute[]> {
  const out: OpenApiRoute[] = [];
  for (const r of servedEndpoints()) {
    if (!r.file) throw new Error(`${r.slice}.${r.name}: no route file serves ${r.endpoint.path}`);
    const mod = (await import(/* @vite-ignore */ r.file)) as Record<string, Handler | undefined>;
    const opts = mod[r.endpoint.method]?.routeOptions;
    if (opts?.endpoint !== r.endpoint) throw new Error(`${r.slice}.${r.name}: app/api/${r.folder}/route.ts's ${r.endpoint.method} serves another descriptor`);
    out.push({
      slice: r.slice,
      name: r.name,
      endpoint: r.endpoint,
      schemas: { params: opts.params, query: opts.query, body: opts.body },
      successStatus: CREATED_BY_FLOW.has(`${r.endpoint.method} ${r.endpoint.path}`) || createsIn(readFileSync(r.file, "utf8"), r.endpoint.method) ? 201 : 200,
    });
  }
  return out;
}

/** Whether the handler exported as `method` answers 201: its source, from its export to the next one. */
export function createsIn(source: string, method: string): boolean {
  const start = source.search(new RegExp(`export (const|async function|function) ${method}\\b`));
  if (start === -1) return false;
  const rest = source.slice(start + 1);
  const next = rest.search(/\nexport /);
  const body = next === -1 ? rest : rest.slice(0, next);
  return /json\([^;]*,\s*201\s*\)|status:\s*201\b/.test(body);
}
