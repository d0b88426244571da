// The catalogue's schemas now live in products/, categories/ and collections/ (and the shared image field in
// lib/validation.ts, TaxRuleOption in lib/tax/rules/schemas.ts). This re-export stays only until components/
// imports the new paths (the lead updates those imports when merging); nothing in lib/ or app/ may import it.
export * from "./categories/schemas";
export * from "./collections/schemas";
export * from "./products/schemas";
export { isAllowedImageUrl } from "@/lib/validation";
export type { TaxRuleOption } from "@/lib/tax/rules/schemas";
