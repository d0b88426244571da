// POST /api/checkouts/{token}/unsubscribe — one-click unsubscribe (RFC 8058; public, cross-origin allowed).
import * as checkouts from "@/lib/checkouts/endpoints";
import { tokenParams } from "@/lib/checkouts/schemas";
import { unsubscribe } from "@/lib/checkouts/service";
import { route } from "@/lib/http/route";

export const POST = route(checkouts.unsubscribe, { params: tokenParams }, ({ store, params }) => unsubscribe(store, params.token));
