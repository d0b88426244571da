// GET /api/checkouts/abandoned — the owner's abandoned checkouts (permission orders).
import * as checkouts from "@/lib/checkouts/endpoints";
import { abandonedListQuerySchema } from "@/lib/checkouts/schemas";
import { listAbandoned } from "@/lib/checkouts/service";
import { route } from "@/lib/http/route";

export const GET = route(checkouts.abandoned, { query: abandonedListQuerySchema }, ({ store, query }) => listAbandoned(store, query));
