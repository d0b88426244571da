// GET /api/products/import/{jobId} (owner) — an import's status (queued, running, done, failed), progress
// (products done of the file's products) and, once done, its result (counts, errors and warnings by row).
import { z } from "zod";
import { getImport } from "@/lib/catalog/import/service";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "owner", params: z.object({ jobId: z.string() }) }, ({ store, params }) => getImport(store.id, params.jobId));
