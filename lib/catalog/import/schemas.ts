import { z } from "zod";

/** POST /api/products/import's query: ?dryRun=true previews the file and writes nothing. */
export const importQuerySchema = z.object({
  dryRun: z
    .enum(["true", "false", "1", "0", ""], "dryRun must be true or false")
    .optional()
    .transform((v) => v === "true" || v === "1"),
});

/** GET /api/products/import/{jobId}: an import's id (an unknown or malformed one is 'Import not found'). */
export const importJobParams = z.object({ jobId: z.string() });
