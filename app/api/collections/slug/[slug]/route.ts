// GET /api/collections/slug/{slug} — a collection of the store by slug, with its products.
import { z } from "zod";
import { getCollectionBySlug } from "@/lib/catalog/collections/service";
import { route } from "@/lib/http/route";

export const GET = route(
  { auth: "public", tenant: "required", params: z.object({ slug: z.string().min(1).max(200) }) },
  ({ store, isStoreManager, params }) => getCollectionBySlug({ tenantId: store.id, manager: isStoreManager }, params.slug),
);
