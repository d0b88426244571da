// DELETE /api/tax-rules/{id} — one of this store's rules; its levels go with it and products using it
// are left without a tax rule (foreign keys).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { deleteTaxRule } from "@/lib/tax/rules/service";

const params = z.object({ id: z.uuid("Tax rule not found") });

export const DELETE = route({ auth: "owner", params }, ({ store, params }) => deleteTaxRule(store.id, params.id));
