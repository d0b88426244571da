// GET /api/menus/{id}/items — the menu's items as a flat list with parentId and sortOrder.
import { z } from "zod";
import { listItemsOfMenu } from "@/lib/content/service";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "public", tenant: "required", params: z.object({ id: z.uuid() }) }, ({ store, isStoreManager, params }) =>
  listItemsOfMenu({ tenantId: store.id, manager: isStoreManager }, params.id),
);
