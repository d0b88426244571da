import { endpoint } from "@/lib/endpoint";
import type { importJobParams, importQuerySchema } from "./schemas";
import type { ImportDto, ImportPreview } from "./service";

/**
 * The owner's product CSV imports (docs/decisions/0137, record 0110): a dry run or a queued job, the latest
 * imports and one import's progress. The job's writes reach the catalogue when it ends, not when it is queued.
 */
export const run = endpoint<{ query: typeof importQuerySchema; response: ImportPreview | { jobId: string; status: "queued" } }>()({
  method: "POST",
  path: "/api/products/import",
  auth: "owner", permission: "products",
  bodyKind: "multipart",
  invalidates: ["/api/products/import"],
  summary: "Multipart field file: ?dryRun=true answers what the import would do; otherwise 202 with the queued job",
});
export const list = endpoint<{ response: ImportDto[] }>()({ method: "GET", path: "/api/products/import", auth: "owner", permission: "products", summary: "The store's latest imports, newest first (at most 10)" });
export const job = endpoint<{ params: typeof importJobParams; response: ImportDto }>()({
  method: "GET",
  path: "/api/products/import/{jobId}",
  auth: "owner", permission: "products",
  summary: "An import's status, progress and (once done) its result",
});
