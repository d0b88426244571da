// GET /api/categories/single/{id} — one category of the store ('Category Not Found' otherwise).
import { z } from "zod";
import { getCategory } from "@/lib/catalog/categories/service";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "public", tenant: "required", params: z.object({ id: z.uuid() }) }, ({ store, isStoreManager, params }) =>
  getCategory({ tenantId: store.id, manager: isStoreManager }, params.id),
);
