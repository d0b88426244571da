// GET /api/menu-items — shoppers: the active items of active menus; the owner: every item (?menuId= to
// narrow). POST /api/menu-items — create (owner).
import { z } from "zod";
import { menuItemInputSchema } from "@/lib/content/schemas";
import { createMenuItem, listAllMenuItems } from "@/lib/content/service";
import { json, route } from "@/lib/http/route";

const query = z.object({ menuId: z.uuid().optional() });

export const GET = route({ auth: "public", tenant: "required", query }, ({ store, isStoreManager, query }) =>
  listAllMenuItems({ tenantId: store.id, manager: isStoreManager }, query.menuId),
);

export const POST = route({ auth: "owner", body: menuItemInputSchema }, async ({ store, body }) =>
  json(await createMenuItem({ tenantId: store.id, manager: true }, body), 201),
);
