// POST /api/redirects/import (owner, settings) — multipart field "file": a CSV with from and to columns; valid rows
// are added (an existing from replaced), the others answered with their line and reason.
import { route } from "@/lib/http/route";
import * as redirects from "@/lib/redirects/endpoints";
import { importRedirects } from "@/lib/redirects/service";

export const POST = route(redirects.importCsv, ({ req, store }) => importRedirects(store, req));
