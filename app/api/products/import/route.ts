// POST /api/products/import (owner) — multipart field "file": a product CSV in Shopify's format (record 0110).
//   ?dryRun=true: answers what the import would do (counts, the products, errors and warnings by row), writes nothing.
//   otherwise: the import is queued as a job; answers 202 { jobId, status: "queued" } (409 while another runs).
// GET /api/products/import (owner) — the store's latest imports, newest first (at most 10).
import { z } from "zod";
import { previewImport, queueImport, readImportUpload, listImports } from "@/lib/catalog/import/service";
import { json, route } from "@/lib/http/route";

const query = z.object({
  dryRun: z
    .enum(["true", "false", "1", "0", ""], "dryRun must be true or false")
    .optional()
    .transform((v) => v === "true" || v === "1"),
});

export const POST = route({ auth: "owner", query }, async ({ req, store, staff, query }) => {
  const file = await readImportUpload(req);
  if (query.dryRun) return previewImport(store.id, file.text);
  return json(await queueImport(store.id, staff.id, file), 202);
});

export const GET = route({ auth: "owner" }, ({ store }) => listImports(store.id));
