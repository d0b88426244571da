import { z } from "zod";
import type { RedirectRow } from "@/db/schema";
import { MAX_PATH_LENGTH } from "./paths";

/** GET /api/redirects: a search over both paths, 50 a page. */
export const redirectListQuery = z.object({
  search: z.string().max(200).optional().default(""),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
});

/** POST /api/redirects: `from` a path of the store, `to` a path or an absolute URL of the same store. */
export const createRedirectSchema = z.object({
  from: z.string().trim().min(1, "Enter the old path").max(MAX_PATH_LENGTH),
  to: z.string().trim().min(1, "Enter where the path goes").max(MAX_PATH_LENGTH),
});
export type CreateRedirectInput = z.output<typeof createRedirectSchema>;

export const redirectParams = z.object({ id: z.uuid() });

export const REDIRECTS_PAGE_SIZE = 50;

export type RedirectDto = { id: string; from: string; to: string; kind: "manual" | "auto"; createdAt: string };

export type RedirectImportResult = { created: number; replaced: number; errors: { line: number; message: string }[] };

export function toRedirectDto(r: RedirectRow): RedirectDto {
  return { id: r.id, from: r.fromPath, to: r.toTarget, kind: r.kind, createdAt: r.createdAt.toISOString() };
}
