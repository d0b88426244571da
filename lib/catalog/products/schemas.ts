import { z } from "zod";
import type { Dimensions, ProductOption, ProductStatus, ProductType, products, productVariants } from "@/db/schema";
import { imageUrl, intField, MAX_MONEY, optionalId, moneyField, optionalText, langQuerySchema } from "@/lib/validation";
import { optionsField, variantsField } from "./variants";

/** Products: the DTOs GET/POST/PUT /api/products answer with and the editor's input schemas. */
/**
 * Input conventions (all catalogue schemas, shared by the API and the dashboard editors via
 * react-hook-form + zodResolver; client-safe, db/schema is imported for types only):
 *   - unknown keys (tenantId, id, createdAt…) are dropped; the store always comes from the request.
 *   - optional text: "" or null clears the field (stored as null); absent leaves it unchanged on update.
 *   - create schemas have no zod defaults (the service applies them), so `.partial()` update schemas
 *     never overwrite a field the request did not name.
 */

export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;

export const PRODUCT_STATUSES = ["draft", "active", "archived"] as const satisfies readonly ProductStatus[];
export const WEIGHT_UNITS = ["kg", "g", "lb", "oz"] as const;
export const PRODUCT_TYPES = ["standard", "gift_card"] as const satisfies readonly ProductType[];
export const DIMENSION_UNITS = ["cm", "mm", "m", "in", "ft"] as const;

/** One variant as shoppers see it. `options` are its values in the product's option order. */
export type PublicVariant = {
  id: string;
  title: string;
  options: string[];
  price: string;
  compareAtPrice: string | null;
  sku: string | null;
  barcode: string | null;
  trackQuantity: boolean;
  quantity: number;
  weight: string | null;
  /** One of the product's images, or null (the product's first image shows). */
  image: string | null;
  position: number;
  /** Not tracked, or some left. */
  available: boolean;
};
export type OwnerVariant = PublicVariant & { costPrice: string | null };

/**
 * A product as shoppers see it (never costPrice). Money fields are decimal strings ("1299.00"). The spec's
 * single-variant fields (price, compareAtPrice, quantity, sku, barcode, trackQuantity, weight) read as the
 * first variant's, except price, which is the lowest variant price (priceMax the highest).
 */
export type PublicProduct = {
  id: string;
  name: string;
  slug: string;
  /** Sanitised HTML. */
  description: string | null;
  shortDescription: string | null;
  price: string;
  compareAtPrice: string | null;
  images: string[];
  quantity: number;
  trackQuantity: boolean;
  categoryId: string | null;
  sku: string | null;
  barcode: string | null;
  status: ProductStatus;
  weight: string | null;
  weightUnit: string;
  dimensions: Dimensions | null;
  tags: string[];
  seoTitle: string | null;
  seoDescription: string | null;
  hsnCode: string | null;
  taxRuleId: string | null;
  requiresShipping: boolean;
  /** "gift_card": each unit sold issues a gift card of its variant's price (record 0158). */
  productType: ProductType;
  priceMax: string;
  options: ProductOption[];
  variants: PublicVariant[];
  createdAt: string;
  updatedAt: string;
};

/** A product as its store's owner sees it (GET/POST/PATCH/PUT answers when the caller manages the store). */
export type OwnerProduct = Omit<PublicProduct, "variants"> & { costPrice: string | null; variants: OwnerVariant[] };

export type ProductDto = PublicProduct | OwnerProduct;

const valuesOf = (v: VariantRow) => [v.option1, v.option2, v.option3].filter((x): x is string => x != null);

export function toPublicVariant(v: VariantRow): PublicVariant {
  return {
    id: v.id,
    title: v.title,
    options: valuesOf(v),
    price: v.price,
    compareAtPrice: v.compareAtPrice,
    sku: v.sku,
    barcode: v.barcode,
    trackQuantity: v.trackQuantity,
    quantity: v.quantity,
    weight: v.weight,
    image: v.image,
    position: v.position,
    available: !v.trackQuantity || v.quantity > 0,
  };
}

export const toOwnerVariant = (v: VariantRow): OwnerVariant => ({ ...toPublicVariant(v), costPrice: v.costPrice });

/** `variants` in position order; the product row's summary columns are not read for the spec's fields. */
export function toPublicProduct(p: ProductRow, variants: VariantRow[]): PublicProduct {
  const first = variants[0];
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    description: p.description,
    shortDescription: p.shortDescription,
    price: p.price,
    compareAtPrice: first ? first.compareAtPrice : p.compareAtPrice,
    images: p.images,
    quantity: first ? first.quantity : p.quantity,
    trackQuantity: first ? first.trackQuantity : p.trackQuantity,
    categoryId: p.categoryId,
    sku: first ? first.sku : p.sku,
    barcode: first ? first.barcode : p.barcode,
    status: p.status,
    weight: first ? first.weight : p.weight,
    weightUnit: p.weightUnit,
    dimensions: p.dimensions ?? null,
    tags: p.tags,
    seoTitle: p.seoTitle,
    seoDescription: p.seoDescription,
    hsnCode: p.hsnCode,
    taxRuleId: p.taxRuleId,
    requiresShipping: p.requiresShipping,
    productType: p.productType,
    priceMax: p.priceMax ?? p.price,
    options: p.options,
    variants: variants.map(toPublicVariant),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

export function toOwnerProduct(p: ProductRow, variants: VariantRow[]): OwnerProduct {
  return { ...toPublicProduct(p, variants), costPrice: variants[0] ? variants[0].costPrice : p.costPrice, variants: variants.map(toOwnerVariant) };
}

/** Tags: an array or a comma-separated string; trimmed, empty dropped, duplicates (case-insensitive) dropped. */
export const tagsField = z
  .union([z.array(z.string().max(100, "A tag must be at most 100 characters")), z.string().max(5000)])
  .transform((v) => {
    const list = (Array.isArray(v) ? v : v.split(",")).map((t) => t.trim()).filter(Boolean);
    const seen = new Set<string>();
    return list.filter((t) => {
      const k = t.toLowerCase();
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
  })
  .refine((v) => v.length <= 50, "At most 50 tags")
  .refine((v) => v.every((t) => t.length <= 100), "A tag must be at most 100 characters");

const optionalNumber = (label: string) =>
  z.unknown().transform((v, ctx): number | null | undefined => {
    if (v === undefined) return undefined;
    if (v === null || v === "" || (typeof v === "number" && Number.isNaN(v))) return null;
    const n = typeof v === "number" ? v : typeof v === "string" ? Number(v.trim()) : Number.NaN;
    if (!Number.isFinite(n) || n < 0 || n > MAX_MONEY) {
      ctx.addIssue({ code: "custom", message: `${label} must be a number, 0 or more` });
      return z.NEVER;
    }
    return Math.round(n * 100) / 100;
  })
  .optional();

const dimensionsField = z
  .object({
    length: optionalNumber("Length"),
    width: optionalNumber("Width"),
    height: optionalNumber("Height"),
    unit: z.union([z.enum(DIMENSION_UNITS), z.literal(""), z.null()]).optional().transform((v) => v || null),
  })
  .nullish()
  // The unit stays the checked one in the output's type, so a parsed product is again a valid input (the editor sends it).
  .transform((v): (Dimensions & { unit: (typeof DIMENSION_UNITS)[number] | null }) | null | undefined => {
    if (v === undefined) return undefined;
    if (v === null) return null;
    const d = { length: v.length ?? null, width: v.width ?? null, height: v.height ?? null, unit: v.unit ?? null };
    return d.length === null && d.width === null && d.height === null ? null : d;
  });

const productFieldsSchema = z.object({
  name: z.string("Name is required").trim().min(1, "Name is required").max(300, "Name must be at most 300 characters"),
  /**
   * An edit may set the slug (issue 45): slugified, a taken one is 409, and the old path then redirects to the new
   * one (lib/redirects). Ignored on create (the slug comes from the name); empty keeps the current one.
   */
  slug: z.string().trim().max(200, "Slug must be at most 200 characters").nullish(),
  /** HTML; sanitised on the server (lib/sanitize) before it is stored. */
  description: optionalText(100_000, "Description"),
  shortDescription: optionalText(1000, "Short description"),
  /** Required unless `variants` are sent (then each variant has its own). */
  price: moneyField({ label: "Price" }).refine((v) => v !== null, "Price is required"),
  compareAtPrice: moneyField({ label: "Compare price" }),
  costPrice: moneyField({ label: "Cost price" }),
  categoryId: optionalId("Category"),
  status: z.enum(PRODUCT_STATUSES, "Status must be draft, active or archived").optional(),
  sku: optionalText(100, "SKU"),
  barcode: optionalText(100, "Barcode"),
  trackQuantity: z.boolean().optional(),
  quantity: intField("Quantity"),
  weight: optionalNumber("Weight"),
  weightUnit: z.enum(WEIGHT_UNITS, "Weight unit must be kg, g, lb or oz").optional(),
  dimensions: dimensionsField,
  tags: tagsField.optional(),
  seoTitle: optionalText(200, "SEO title"),
  seoDescription: optionalText(500, "SEO description"),
  hsnCode: optionalText(50, "HSN/SAC code"),
  taxRuleId: optionalId("Tax rule"),
  images: z.array(imageUrl).max(20, "At most 20 images").optional(),
  requiresShipping: z.boolean().optional(),
  productType: z.enum(PRODUCT_TYPES, "Product type must be standard or gift_card").optional(),
  options: optionsField.optional(),
  variants: variantsField.optional(),
});

/** Fields that belong to the product's single variant; refused on a product with several. */
export const SINGLE_VARIANT_FIELDS = ["price", "compareAtPrice", "costPrice", "sku", "barcode", "trackQuantity", "quantity", "weight"] as const;

export const productInputSchema = productFieldsSchema.refine((v) => !!v?.variants || (v?.price !== undefined && v?.price !== null), {
  path: ["price"],
  message: "Price is required",
  // Runs alongside the other fields' messages (the editor shows "Name is required" and "Price is required" together).
  when: (payload) => {
    const raw = payload.value as { price?: unknown } | undefined;
    // Not an object at all: the object's own message says so.
    return !!raw && typeof raw === "object" && (raw.price === undefined || raw.price === null || raw.price === "");
  },
});
export const productUpdateSchema = productFieldsSchema.partial();
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductValues = z.output<typeof productInputSchema>;
export type ProductUpdateValues = z.output<typeof productUpdateSchema>;

const boolQuery = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

/** GET /api/products query. */
export const productListQuerySchema = z.object({
  status: z.enum(PRODUCT_STATUSES, "Status must be draft, active or archived").optional(),
  category: z.uuid("Category is invalid").optional(),
  all: boolQuery,
  search: z.string().trim().max(200).optional(),
});

/** GET /api/products (shoppers): the list's filters and `lang` (the search also matches names translated into it). */
export const productReadQuerySchema = productListQuerySchema.extend(langQuerySchema.shape);
