// GET /api/tax-rules — the store's tax rules as {id, name} for the product editor (owner).
import { listTaxRuleOptions } from "@/lib/catalog/service";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "owner" }, ({ store }) => listTaxRuleOptions({ tenantId: store!.row.id, manager: true }));
