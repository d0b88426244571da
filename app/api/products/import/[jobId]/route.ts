// GET /api/products/import/{jobId} (owner) — an import's status (queued, running, done, failed), progress
// (products done of the file's products) and, once done, its result (counts, errors and warnings by row).
import * as imports from "@/lib/catalog/import/endpoints";
import { importJobParams } from "@/lib/catalog/import/schemas";
import { getImport } from "@/lib/catalog/import/service";
import { route } from "@/lib/http/route";

export const GET = route(imports.job, { params: importJobParams }, ({ store, params }) => getImport(store.id, params.jobId));
