import { zodResolver } from "@hookform/resolvers/zod";
import { get, set, type FieldErrors, type Resolver } from "react-hook-form";
import { DIMENSION_UNITS, productInputSchema, WEIGHT_UNITS, type OwnerProduct, type ProductInput, type ProductValues } from "@/lib/catalog/products/schemas";
import { MAX_VARIANTS } from "@/lib/catalog/products/variants";
import { draftPayload, EMPTY_DRAFT, fromProduct, hasOptions, keepImages, type VariantsDraft } from "./variant-drafts";

/** The product editor's values: the API's input, plus the options and variants being edited. */
export type ProductFormInput = ProductInput & { variantsDraft: VariantsDraft };

export const EMPTY: ProductFormInput = {
  name: "",
  slug: "",
  description: "",
  shortDescription: "",
  price: "",
  compareAtPrice: "",
  costPrice: "",
  sku: "",
  barcode: "",
  trackQuantity: true,
  // Blank, not 0: a new product starts with the stock the owner types (or tracking off), never silently sold out.
  quantity: "",
  weight: "",
  weightUnit: "kg",
  dimensions: { length: "", width: "", height: "", unit: "cm" },
  images: [],
  status: "draft",
  categoryId: "",
  tags: "",
  hsnCode: "",
  taxRuleId: "",
  seoTitle: "",
  seoDescription: "",
  requiresShipping: true,
  productType: "standard",
  variantsDraft: EMPTY_DRAFT,
};

/** Fields the server's `errors` may name that sit under a field of this form (options/variants are mapped apart). */
export const FIELDS = Object.keys(EMPTY).filter((k) => k !== "variantsDraft");

export const QUANTITY_REQUIRED = "Enter how many you have in stock, or turn off Track quantity";
export const VARIANT_QUANTITY_REQUIRED = "Enter the stock";

export function toForm(p: OwnerProduct): ProductFormInput {
  const s = (v: string | number | null | undefined) => (v === null || v === undefined ? "" : String(v));
  return {
    name: p.name,
    slug: p.slug,
    description: p.description ?? "",
    shortDescription: p.shortDescription ?? "",
    price: s(p.price),
    compareAtPrice: s(p.compareAtPrice),
    costPrice: s(p.costPrice),
    sku: s(p.sku),
    barcode: s(p.barcode),
    // With variants the switch stands for all of them: on while any is tracked.
    trackQuantity: p.variants.length > 1 ? p.variants.some((v) => v.trackQuantity) : p.trackQuantity,
    quantity: String(p.quantity),
    weight: s(p.weight),
    weightUnit: (WEIGHT_UNITS as readonly string[]).includes(p.weightUnit) ? (p.weightUnit as ProductInput["weightUnit"]) : "kg",
    dimensions: {
      length: s(p.dimensions?.length),
      width: s(p.dimensions?.width),
      height: s(p.dimensions?.height),
      unit: ((DIMENSION_UNITS as readonly string[]).includes(p.dimensions?.unit ?? "") ? p.dimensions!.unit : "cm") as "cm",
    },
    images: p.images,
    status: p.status ?? "draft",
    categoryId: p.categoryId ?? "",
    tags: p.tags.join(", "),
    hsnCode: s(p.hsnCode),
    taxRuleId: s(p.taxRuleId),
    seoTitle: s(p.seoTitle),
    seoDescription: s(p.seoDescription),
    requiresShipping: p.requiresShipping,
    productType: p.productType,
    variantsDraft: fromProduct(p),
  };
}

const SINGLE = ["price", "compareAtPrice", "costPrice", "sku", "barcode", "trackQuantity", "quantity", "weight"] as const;

/**
 * The server's schema, plus rules of this form: with tracking on, stock is typed, not assumed (the API
 * keeps its documented default of 0 for callers that send none). With options, the request carries
 * `options` and `variants` instead of the single-variant fields (the API refuses those with several
 * variants), and errors land where the server's would ("variants.3.price").
 */
export const productResolver: Resolver<ProductFormInput, unknown, ProductValues> = async (values, context, options) => {
  const { variantsDraft: draft, ...input } = values;
  const resolve = zodResolver(productInputSchema) as unknown as Resolver<ProductInput, unknown, ProductValues>;
  if (!hasOptions(draft)) {
    // Its last option removed: the product goes back to one variant (the first row, with the single fields).
    const result = await resolve(draft?.hadOptions ? { ...input, options: [] } : input, context, options as never);
    if (values.trackQuantity === false || String(values.quantity ?? "").trim() !== "") return result;
    return { values: {}, errors: { ...result.errors, quantity: { type: "required", message: QUANTITY_REQUIRED } } };
  }
  const track = values.trackQuantity !== false;
  const rest: Record<string, unknown> = { ...input };
  for (const f of SINGLE) delete rest[f];
  // An image taken off the product since a row chose it: that row shows the product's first again.
  const payload = { ...rest, ...draftPayload(keepImages(draft, input.images ?? []), track) } as ProductInput;
  const result = await resolve(payload, context, options as never);
  const errors: FieldErrors<ProductFormInput> = { ...result.errors };
  const add = (path: string, message: string) => {
    if (!get(errors, path)) set(errors, path, { type: "client", message });
  };
  if (track) {
    payload.variants!.forEach((v, i) => {
      if (String(v.quantity ?? "").trim() === "") add(`variants.${i}.quantity`, VARIANT_QUANTITY_REQUIRED);
    });
  }
  payload.variants!.forEach((v, i) => {
    if (String(v.price ?? "").trim() === "") add(`variants.${i}.price`, "Price is required");
  });
  if (draft.combos > MAX_VARIANTS) add("variants", `A product has at most ${MAX_VARIANTS} variants: remove some values`);
  else if (payload.variants!.length === 0 && draft.rows.length > 0) add("variants", "Keep at least one variant");
  if (Object.keys(errors).length === 0) return result;
  return { values: {}, errors };
};

/** Saved as active with tracked stock at 0 everywhere: listed, but shoppers can only see it as Out of Stock. */
export function activeButSoldOut(v: {
  status?: string | null;
  trackQuantity?: boolean;
  quantity?: unknown;
  variants?: { quantity?: unknown; trackQuantity?: boolean }[];
}) {
  const zero = (q: unknown) => String(q ?? "").trim() !== "" && Number(q) <= 0;
  if (v.status !== "active") return false;
  if (v.variants?.length) return v.variants.every((x) => x.trackQuantity !== false && zero(x.quantity));
  return v.trackQuantity !== false && zero(v.quantity);
}
