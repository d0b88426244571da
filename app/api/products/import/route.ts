// POST /api/products/import (owner) — multipart field "file": a product CSV in Shopify's format (record 0110).
//   ?dryRun=true: answers what the import would do (counts, the products, errors and warnings by row), writes nothing.
//   otherwise: the import is queued as a job; answers 202 { jobId, status: "queued" } (409 while another runs).
//   One file of a store is read at a time (409), an owner reads 30 files in 10 minutes (429), a server reads
//   2 at once (503 with Retry-After): record 0121.
// GET /api/products/import (owner) — the store's latest imports, newest first (at most 10).
import * as imports from "@/lib/catalog/import/endpoints";
import { withFileRead } from "@/lib/catalog/import/guard";
import { importQuerySchema } from "@/lib/catalog/import/schemas";
import { previewImport, queueImport, readImportUpload, listImports } from "@/lib/catalog/import/service";
import { json, route } from "@/lib/http/route";

export const POST = route(imports.run, { query: importQuerySchema }, ({ req, store, staff, query }) =>
  withFileRead(store.id, staff.id, async () => {
    const file = await readImportUpload(req);
    if (query.dryRun) return previewImport(store.id, file.text);
    return json(await queueImport(store.id, staff.id, file), 202);
  }),
);

export const GET = route(imports.list, ({ store }) => listImports(store.id));
