import { z } from "zod";
import type { ProductOption } from "@/db/schema";
import { imageUrl, intField, moneyField, optionalText } from "@/lib/validation";

/**
 * Options and variants: the input schemas (API and the owner's editor) and the pure rules that turn a
 * request into the variants a product keeps. Client-safe.
 *
 * Limits: 3 options (as Shopify; a fourth dimension is a different product in practice) and 100 variants
 * per product. 100 keeps a product page's embedded variant data under ~15 KB gzip and an edit one request of
 * bounded size, and covers every real apparel grid (e.g. 10 sizes × 10 colours); Shopify's long-time limit
 * was the same. Values per option are bounded by the variant limit.
 */
export const MAX_OPTIONS = 3;
export const MAX_VARIANTS = 100;
export const DEFAULT_VARIANT_TITLE = "Default Title";

const norm = (s: string) => s.trim().toLowerCase();

const optionName = z.string("Option name is required").trim().min(1, "Option name is required").max(50, "Option name must be at most 50 characters");
const optionValue = z.string("Option value is required").trim().min(1, "Option value is required").max(100, "Option value must be at most 100 characters");

export const optionsField = z
  .array(
    z
      .object({ name: optionName, values: z.array(optionValue).min(1, "Add at least one value").max(MAX_VARIANTS, `At most ${MAX_VARIANTS} values`) })
      .superRefine((o, ctx) => {
        const seen = new Set<string>();
        o.values.forEach((v, i) => {
          if (seen.has(norm(v))) ctx.addIssue({ code: "custom", path: ["values", i], message: `"${v}" is listed twice` });
          seen.add(norm(v));
        });
      }),
    "Options must be a list",
  )
  .max(MAX_OPTIONS, `A product has at most ${MAX_OPTIONS} options`)
  .superRefine((opts, ctx) => {
    const seen = new Set<string>();
    opts.forEach((o, i) => {
      if (seen.has(norm(o.name))) ctx.addIssue({ code: "custom", path: [i, "name"], message: `Option "${o.name}" is listed twice` });
      seen.add(norm(o.name));
    });
  });

export const variantInputSchema = z.object({
  /** Kept for the caller's reference; variants are matched by their option values. */
  id: z.uuid("Variant is invalid").optional(),
  /** The variant's values, one per option in the product's option order (["M", "Navy"]). */
  options: z.array(optionValue, "Options must be a list of values").max(MAX_OPTIONS).optional(),
  price: moneyField({ label: "Price" }),
  compareAtPrice: moneyField({ label: "Compare price" }),
  costPrice: moneyField({ label: "Cost price" }),
  sku: optionalText(100, "SKU"),
  barcode: optionalText(100, "Barcode"),
  trackQuantity: z.boolean().optional(),
  quantity: intField("Quantity"),
  weight: moneyField({ label: "Weight" }),
  image: z.union([imageUrl, z.literal(""), z.null()]).optional().transform((v) => (v === undefined ? undefined : v || null)),
});
export const variantsField = z.array(variantInputSchema, "Variants must be a list").max(MAX_VARIANTS, `A product has at most ${MAX_VARIANTS} variants`);

export type VariantInput = z.output<typeof variantInputSchema>;

/** "M / Navy"; a product without options has one variant titled "Default Title" (as Shopify's CSV names it). */
export function variantTitle(values: readonly string[]): string {
  return values.length ? values.join(" / ") : DEFAULT_VARIANT_TITLE;
}

/** Every combination of the options' values, in the options' order (S/Navy, S/Grey, M/Navy…). */
export function combinations(options: readonly ProductOption[]): string[][] {
  return options.reduce<string[][]>((acc, o) => acc.flatMap((c) => o.values.map((v) => [...c, v])), [[]]);
}

export const comboKey = (values: readonly (string | null | undefined)[]) => values.filter((v): v is string => v != null).map(norm).join("\u0000");

/** A variant as stored, as far as planning cares. */
export type ExistingVariant = { id: string; option1: string | null; option2: string | null; option3: string | null; position: number };

/** The fields a variant row gets from an input (undefined: leave as it is, or the default for a new row). */
export type VariantFields = Partial<Omit<VariantInput, "id" | "options">>;

/** What to write: rows to update (by id), rows to insert, ids to delete. Values are in option order. */
export type VariantPlan = {
  keep: { id: string; values: string[]; position: number; fields: VariantFields }[];
  insert: { values: string[]; position: number; fields: VariantFields }[];
  remove: string[];
};

export type PlanProblem = { path: string; message: string };

const valuesOf = (v: ExistingVariant) => [v.option1, v.option2, v.option3].filter((x): x is string => x != null);

/**
 * Plan the variants a product keeps after an edit. `options` are the product's options after the edit;
 * `variants` the requested variants (null: not sent). Rules:
 *   - each requested variant names one value of every option, in order, and no combination twice;
 *   - variants are matched to existing ones by their values (case-insensitive), so ids and stock stay; a
 *     requested id that belongs to another variant (or another product) is refused;
 *   - not sent: with options sent, every combination is generated (existing ones kept, new ones copy the
 *     first variant's price with 0 in stock); a product gaining its first options turns its default
 *     variant into the first combination, and losing them keeps its first variant as the default;
 *   - values are stored as the product's options spell them.
 */
export function planVariants(
  options: readonly ProductOption[],
  requested: readonly VariantInput[] | null,
  existing: readonly ExistingVariant[],
): { plan: VariantPlan; problems: PlanProblem[] } {
  const problems: PlanProblem[] = [];
  const sorted = [...existing].sort((a, b) => a.position - b.position);
  const byKey = new Map(sorted.map((v) => [comboKey(valuesOf(v)), v]));
  const byId = new Map(sorted.map((v) => [v.id, v]));
  const canonical = (values: readonly string[]) => values.map((v, i) => options[i].values.find((x) => norm(x) === norm(v)) ?? v);

  let wanted: { values: string[]; fields: VariantFields; id?: string; path: string }[];
  if (requested) {
    wanted = [];
    const seen = new Set<string>();
    requested.forEach((r, i) => {
      const values = r.options ?? [];
      const path = `variants.${i}.options`;
      if (values.length !== options.length) {
        problems.push({
          path,
          message: options.length ? `Give one value for each option (${options.map((o) => o.name).join(", ")})` : "This product has no options: leave the variant's options empty",
        });
        return;
      }
      const bad = values.findIndex((v, k) => !options[k].values.some((x) => norm(x) === norm(v)));
      if (bad >= 0) {
        problems.push({ path, message: `"${values[bad]}" is not a value of ${options[bad].name}` });
        return;
      }
      const key = comboKey(values);
      if (seen.has(key)) {
        problems.push({ path, message: `${variantTitle(canonical(values))} is listed twice` });
        return;
      }
      seen.add(key);
      const { id, options: _o, ...fields } = r;
      void _o;
      wanted.push({ values: canonical(values), fields, id, path: `variants.${i}.id` });
    });
    if (requested.length === 0) problems.push({ path: "variants", message: "A product needs at least one variant" });
  } else {
    wanted = combinations(options).map((values) => ({ values, fields: {}, path: "options" }));
  }
  if (wanted.length > MAX_VARIANTS) problems.push({ path: requested ? "variants" : "options", message: `A product has at most ${MAX_VARIANTS} variants` });

  const plan: VariantPlan = { keep: [], insert: [], remove: [] };
  const used = new Set<string>();
  // A product gaining options (its one variant has none) or losing them: the first variant carries over.
  const carry = sorted.length > 0 && (valuesOf(sorted[0]).length === 0) !== (options.length === 0) ? sorted[0] : null;
  wanted.forEach((w, position) => {
    let match = byKey.get(comboKey(w.values));
    if (w.id) {
      const named = byId.get(w.id);
      if (!named) problems.push({ path: w.path, message: "This variant does not belong to this product" });
      else if (match && named.id !== match.id) problems.push({ path: w.path, message: "This variant id belongs to another combination" });
      else match = named;
    }
    if (!match && carry && !used.has(carry.id)) match = carry;
    if (match && !used.has(match.id)) {
      used.add(match.id);
      plan.keep.push({ id: match.id, values: w.values, position, fields: w.fields });
    } else {
      // New combinations start from the first variant's price (the service fills it) with nothing in stock.
      plan.insert.push({ values: w.values, position, fields: { quantity: 0, ...w.fields } });
    }
  });
  plan.remove = sorted.filter((v) => !used.has(v.id)).map((v) => v.id);
  return { plan, problems };
}
