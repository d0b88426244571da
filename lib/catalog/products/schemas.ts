import { z } from "zod";
import type { Dimensions, ProductStatus, products } from "@/db/schema";
import { imageUrl, intField, MAX_MONEY, optionalId, optionalMoney, optionalText, requiredMoney } from "@/lib/validation";

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

export const PRODUCT_STATUSES = ["draft", "active", "archived"] as const satisfies readonly ProductStatus[];
export const WEIGHT_UNITS = ["kg", "g", "lb", "oz"] as const;
export const DIMENSION_UNITS = ["cm", "mm", "m", "in", "ft"] as const;

/** A product as shoppers see it (never costPrice). Money fields are decimal strings ("1299.00"). */
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
  createdAt: string;
  updatedAt: string;
};

/** A product as its store's owner sees it (GET/POST/PATCH/PUT answers when the caller manages the store). */
export type OwnerProduct = PublicProduct & { costPrice: string | null };

export type ProductDto = PublicProduct | OwnerProduct;

export function toPublicProduct(p: ProductRow): PublicProduct {
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    description: p.description,
    shortDescription: p.shortDescription,
    price: p.price,
    compareAtPrice: p.compareAtPrice,
    images: p.images,
    quantity: p.quantity,
    trackQuantity: p.trackQuantity,
    categoryId: p.categoryId,
    sku: p.sku,
    barcode: p.barcode,
    status: p.status,
    weight: p.weight,
    weightUnit: p.weightUnit,
    dimensions: p.dimensions ?? null,
    tags: p.tags,
    seoTitle: p.seoTitle,
    seoDescription: p.seoDescription,
    hsnCode: p.hsnCode,
    taxRuleId: p.taxRuleId,
    requiresShipping: p.requiresShipping,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

export function toOwnerProduct(p: ProductRow): OwnerProduct {
  return { ...toPublicProduct(p), costPrice: p.costPrice };
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
  .transform((v): Dimensions | null | undefined => {
    if (v === undefined) return undefined;
    if (v === null) return null;
    const d = { length: v.length ?? null, width: v.width ?? null, height: v.height ?? null, unit: v.unit ?? null };
    return d.length === null && d.width === null && d.height === null ? null : d;
  });

export const productInputSchema = z.object({
  name: z.string("Name is required").trim().min(1, "Name is required").max(300, "Name must be at most 300 characters"),
  /** HTML; sanitised on the server (lib/sanitize) before it is stored. */
  description: optionalText(100_000, "Description"),
  shortDescription: optionalText(1000, "Short description"),
  price: requiredMoney("Price"),
  compareAtPrice: optionalMoney("Compare price"),
  costPrice: optionalMoney("Cost price"),
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
});
export const productUpdateSchema = productInputSchema.partial();
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
