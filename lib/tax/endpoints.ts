import { endpoint } from "@/lib/endpoint";
import type { idParams } from "@/lib/validation";
import type { createTaxRuleSchema, TaxRuleDto, TaxRuleOption } from "./rules/schemas";
import type { TaxSettingsDto, taxSettingsSchema } from "./settings/schemas";

/** The store's tax rules (docs/decisions/0137): the owner's; products name a rule, so a change reaches them too. */
const rulesAndProducts = ["/api/tax-rules", "/api/products"];

export const rules = endpoint<{ response: TaxRuleOption[] }>()({ method: "GET", path: "/api/tax-rules", auth: "owner", permission: "settings", summary: "The store's tax rules by name" });
export const createRule = endpoint<{ body: typeof createTaxRuleSchema; response: TaxRuleDto }>()({
  method: "POST",
  path: "/api/tax-rules",
  auth: "owner", permission: "settings",
  invalidates: rulesAndProducts,
});
export const rule = endpoint<{ params: typeof idParams; response: TaxRuleDto }>()({ method: "GET", path: "/api/tax-rules/{id}", auth: "owner", permission: "settings" });
const update = { path: "/api/tax-rules/{id}", auth: "owner", permission: "settings", invalidates: rulesAndProducts } as const;
export const updateRule = endpoint<{ params: typeof idParams; body: typeof createTaxRuleSchema; response: TaxRuleDto }>()({ method: "PATCH", ...update });
export const replaceRule = endpoint<{ params: typeof idParams; body: typeof createTaxRuleSchema; response: TaxRuleDto }>()({ method: "PUT", ...update });
export const deleteRule = endpoint<{ params: typeof idParams; response: { message: string } }>()({
  method: "DELETE",
  path: "/api/tax-rules/{id}",
  auth: "owner", permission: "settings",
  invalidates: rulesAndProducts,
});

/** The store's tax settings (the owner's). The `{id}` must be the request's store. */
export const settings = endpoint<{ params: typeof idParams; response: TaxSettingsDto }>()({ method: "GET", path: "/api/tenants/{id}/tax-settings", auth: "owner", permission: "settings" });
/** The settings screen keeps the answer as its cache entry; invoices read the numbering when they are made. */
const saveSettings = { path: "/api/tenants/{id}/tax-settings", auth: "owner", permission: "settings" } as const;
export const saveSettingsPatch = endpoint<{ params: typeof idParams; body: typeof taxSettingsSchema; response: TaxSettingsDto }>()({ method: "PATCH", ...saveSettings });
export const saveSettingsPut = endpoint<{ params: typeof idParams; body: typeof taxSettingsSchema; response: TaxSettingsDto }>()({ method: "PUT", ...saveSettings });
