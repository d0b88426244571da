import { z } from "zod";
import { nullableText } from "@/lib/validation";
import { statesOf } from "@/lib/regions";

/** Tax rules with their level rows: created together, in one transaction. */

export const RULE_NAME_REQUIRED = "Please enter a rule name";
export const NO_TAX_LEVELS = "Please add at least one tax level (Level 1 or Level 2)";

/** A percentage 0..100 with up to 3 decimals, from a number or a numeric string -> "9.000". */
export const taxRateField = z.unknown().transform((v, ctx): string => {
  const n =
    typeof v === "number" ? v : typeof v === "string" && /^\s*(\d+\.?\d*|\.\d+)\s*$/.test(v) ? Number(v.trim()) : Number.NaN;
  if (v === undefined || v === null || v === "") {
    ctx.addIssue({ code: "custom", message: "Tax rate is required" });
    return z.NEVER;
  }
  if (!Number.isFinite(n) || n < 0 || n > 100) {
    ctx.addIssue({ code: "custom", message: "Tax rate must be between 0 and 100" });
    return z.NEVER;
  }
  if (Math.abs(Math.round(n * 1000) - n * 1000) > 1e-6) {
    ctx.addIssue({ code: "custom", message: "Tax rate can have at most 3 decimals" });
    return z.NEVER;
  }
  return (Math.round(n * 1000) / 1000).toFixed(3);
});

export const taxLevelSchema = z
  .object({
    level: z.union([z.literal(1), z.literal(2), z.literal("1"), z.literal("2")], "Level must be 1 or 2").transform((v) => Number(v) as 1 | 2),
    labelName: z.string("Label is required").trim().min(1, "Label is required").max(60, "Label must be at most 60 characters"),
    taxRate: taxRateField,
    country: nullableText(2).pipe(z.string().regex(/^[A-Za-z]{2}$/, "Country must be a 2-letter code").nullable()),
    applyToAllCountries: z.boolean().optional().default(false),
    state: nullableText(100),
    applyToAllStates: z.boolean().optional().default(false),
  })
  .transform((l, ctx) => {
    // "All countries" (or no country): no country and no state. A country with "all states" (or no
    // state): no state. A state must be one of the country's states where the country has a list.
    const allCountries = l.applyToAllCountries || !l.country;
    const country = allCountries ? null : l.country!.toUpperCase();
    const allStates = allCountries || l.applyToAllStates || !l.state;
    const state = allStates ? null : l.state;
    const list = statesOf(country);
    if (state && list && !list.includes(state)) {
      ctx.addIssue({ code: "custom", message: "Unknown state for this country", path: ["state"] });
      return z.NEVER;
    }
    return { level: l.level, labelName: l.labelName, taxRate: l.taxRate, country, applyToAllCountries: allCountries, state, applyToAllStates: allStates };
  });

export const createTaxRuleSchema = z.object({
  name: z.string(RULE_NAME_REQUIRED).trim().min(1, RULE_NAME_REQUIRED).max(120, "Rule name must be at most 120 characters"),
  levels: z.array(taxLevelSchema, NO_TAX_LEVELS).min(1, NO_TAX_LEVELS).max(100, "At most 100 tax levels"),
  isActive: z.boolean().optional().default(true),
});

export type CreateTaxRuleInput = z.output<typeof createTaxRuleSchema>;
export type TaxLevelValues = z.output<typeof taxLevelSchema>;

export type TaxRuleDto = { id: string; name: string; isActive: boolean; levels: (TaxLevelValues & { id: string })[] };

/** GET /api/tax-rules (owner): the choices of the product editor's tax rule select. */
export type TaxRuleOption = { id: string; name: string };
