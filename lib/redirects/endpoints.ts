import { endpoint } from "@/lib/endpoint";
import type { createRedirectSchema, RedirectDto, RedirectImportResult, redirectListQuery, redirectParams } from "./schemas";

/**
 * A store's URL redirects (issue 45, record 0149): permission "settings" (the screen is Settings → Redirects).
 * Slug changes add redirects by themselves, under the permission of what was renamed.
 */

export const list = endpoint<{ query: typeof redirectListQuery; response: { items: RedirectDto[]; total: number; page: number; pageSize: number } }>()({
  method: "GET",
  path: "/api/redirects",
  auth: "owner", permission: "settings",
  summary: "The store's redirects, searched by either path, 50 a page",
});
export const create = endpoint<{ body: typeof createRedirectSchema; response: RedirectDto }>()({
  method: "POST",
  path: "/api/redirects",
  auth: "owner", permission: "settings",
  invalidates: ["/api/redirects"],
  summary: "Redirect an old path of the store (301) to a path or an address of the same store",
});
export const remove = endpoint<{ params: typeof redirectParams; response: { ok: true } }>()({
  method: "DELETE",
  path: "/api/redirects/{id}",
  auth: "owner", permission: "settings",
  invalidates: ["/api/redirects"],
  summary: "Delete a redirect",
});
export const importCsv = endpoint<{ response: RedirectImportResult }>()({
  method: "POST",
  path: "/api/redirects/import",
  auth: "owner", permission: "settings",
  bodyKind: "multipart",
  invalidates: ["/api/redirects"],
  summary: "Add redirects from a CSV with from and to columns; an existing from is replaced",
});
export const exportCsv = endpoint()({
  method: "GET",
  path: "/api/redirects/export",
  auth: "owner", permission: "settings",
  answerKind: "file",
  summary: "Every redirect of the store as a CSV (from, to)",
});
