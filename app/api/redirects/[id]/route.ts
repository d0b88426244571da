// DELETE /api/redirects/{id} (owner, settings) — the redirect is gone; its old path answers as it would.
import { route } from "@/lib/http/route";
import * as redirects from "@/lib/redirects/endpoints";
import { redirectParams } from "@/lib/redirects/schemas";
import { deleteRedirect } from "@/lib/redirects/service";

export const DELETE = route(redirects.remove, { params: redirectParams }, ({ store, params }) => deleteRedirect(store, params.id));
