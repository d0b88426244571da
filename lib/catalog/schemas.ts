import { z } from "zod";
import type { categories, collections, CollectionCriteria, Dimensions, ProductStatus, products } from "@/db/schema";
import { intField, MAX_MONEY, optionalId, optionalMoney, optionalText, requiredMoney, sortOrderField } from "@/lib/validation";
import { isValidCondition, SMART_FIELDS } from "./smart";

/**
 * The catalogue's contract, shared by the API (lib/catalog/service.ts) and the dashboard editors
 * (react-hook-form + zodResolver): the DTOs every endpoint answers with and the zod input schemas.
 * Client-safe: no server-only imports here (db/schema is imported for types only).
 *
 * Input conventions (all schemas):
 *   - unknown keys (tenantId, id, createdAt…) are dropped; the store always comes from the request.
 *   - optional text: "" or null clears the field (stored as null); absent leaves it unchanged on update.
 *   - create schemas have no zod defaults (the service applies them), so `.partial()` update schemas
 *     never overwrite a field the request did not name.
 */

// ---------------------------------------------------------------------------------------------------
// Rows (server) and DTOs (what the API returns)
// ---------------------------------------------------------------------------------------------------

export type ProductRow = typeof products.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type CollectionRow = typeof collections.$inferSelect;

export const PRODUCT_STATUSES = ["draft", "active", "archived"] as const satisfies readonly ProductStatus[];
export const WEIGHT_UNITS = ["kg", "g", "lb", "oz"] as const;
export const DIMENSION_UNITS = ["cm", "mm", "m", "in", "ft"] as const;
export const COLLECTION_TYPES = ["manual", "smart"] as const;

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

/**
 * A category. GET /api/categories answers a FLAT list of every category (top-level and sub), each
 * with its direct subCategories (one level; their own subCategories are empty) and productCount:
 * the number of active products in the category or its subcategories (what
 * GET /api/products?category={id}&all=true lists).
 */
export type Category = {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  image: string | null;
  parentId: string | null;
  sortOrder: number;
  seoTitle: string | null;
  seoDescription: string | null;
  isActive: boolean;
  productCount: number;
  subCategories: Category[];
  createdAt: string;
  updatedAt: string;
};

export type SmartCriteria = CollectionCriteria;

/**
 * A collection. productCount: active products it shows (manual: linked active products; smart: active
 * products matching the criteria). productIds: manual collections' linked product ids in link order
 * (every status, so the editor keeps drafts); [] for smart collections.
 */
export type Collection = {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  type: "manual" | "smart";
  criteria: SmartCriteria | null;
  image: string | null;
  sortOrder: number;
  seoTitle: string | null;
  seoDescription: string | null;
  isActive: boolean;
  productCount: number;
  productIds: string[];
  createdAt: string;
  updatedAt: string;
};

/**
 * GET /api/collections/{id} and /slug/{slug}: the collection with its products. Shoppers get the active
 * products it shows; the owner of a manual collection gets every linked product (any status, link order).
 */
export type CollectionWithProducts = Collection & { products: ProductDto[] };

/** GET /api/tax-rules (owner): the choices of the product editor's tax rule select. */
export type TaxRuleOption = { id: string; name: string };

/**
 * Image URLs the app accepts: files it serves itself (/uploads/…, /assets/…) or absolute http(s) URLs.
 * No other scheme (javascript:, data:), no protocol-relative URLs, no path traversal.
 */
export function isAllowedImageUrl(value: string): boolean {
  const v = value.trim();
  if (!v || v.length > 2000) return false;
  if (/[\s\\<>"'`]/.test(v)) return false;
  if (v.startsWith("/")) {
    if (!/^\/(uploads|assets)\/[A-Za-z0-9._\-/%]+$/.test(v)) return false;
    return !v.split("/").some((seg) => seg === ".." || seg === ".");
  }
  try {
    const u = new URL(v);
    return (u.protocol === "http:" || u.protocol === "https:") && !!u.hostname;
  } catch {
    return false;
  }
}

export const imageUrl = z.string().trim().refine(isAllowedImageUrl, "Image must be an uploaded image or an http(s) URL");

export const optionalImage = z
  .union([imageUrl, z.literal(""), z.null()])
  .optional()
  .transform((v) => (v === undefined ? undefined : v || null));

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

// ---------------------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------------------

export const categoryInputSchema = z.object({
  name: z.string("Name is required").trim().min(1, "Name is required").max(200, "Name must be at most 200 characters"),
  /** Optional: derived from the name when absent or empty. */
  slug: z.string().max(200).nullish(),
  description: optionalText(5000, "Description"),
  image: optionalImage,
  /** A top-level category of the same store; null/"" for a top-level category. */
  parentId: optionalId("Parent category"),
  sortOrder: sortOrderField,
  seoTitle: optionalText(200, "SEO title"),
  seoDescription: optionalText(500, "SEO description"),
  isActive: z.boolean().optional(),
});
export const categoryUpdateSchema = categoryInputSchema.partial();
export type CategoryInput = z.input<typeof categoryInputSchema>;
export type CategoryValues = z.output<typeof categoryInputSchema>;
export type CategoryUpdateValues = z.output<typeof categoryUpdateSchema>;

// ---------------------------------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------------
// Collections
// ---------------------------------------------------------------------------------------------------

const NUMERIC_FIELDS = new Set(["price", "compareAtPrice", "weight", "inventoryStock"]);

export const smartConditionSchema = z
  .object({
    id: z.string().trim().min(1).max(100).optional(),
    field: z.enum(Object.keys(SMART_FIELDS) as [keyof typeof SMART_FIELDS, ...(keyof typeof SMART_FIELDS)[]], "Unknown field"),
    operator: z.string().min(1, "Operator is required").max(50),
    value: z.union([z.string().max(500), z.number()]).transform((v) => String(v).trim()),
  })
  .superRefine((c, ctx) => {
    if (!isValidCondition(c)) {
      ctx.addIssue({ code: "custom", path: ["operator"], message: `Operator ${c.operator} is not available for ${c.field}` });
      return;
    }
    if (!c.value) {
      ctx.addIssue({ code: "custom", path: ["value"], message: "Value is required" });
      return;
    }
    if (NUMERIC_FIELDS.has(c.field)) {
      const parts = c.operator === "between" ? c.value.split(/[,-]/) : [c.value];
      const ok = (c.operator === "between" ? parts.length === 2 : true) && parts.every((p) => p.trim() !== "" && Number.isFinite(Number(p.trim())));
      if (!ok) {
        ctx.addIssue({
          code: "custom",
          path: ["value"],
          message: c.operator === "between" ? "Value must be two numbers, e.g. 10-50" : "Value must be a number",
        });
      }
    }
  });

export const smartCriteriaSchema = z.object({
  matchType: z.enum(["all", "any"], "Match type must be all or any").default("all"),
  conditions: z.array(smartConditionSchema).max(50, "At most 50 conditions"),
});

export const collectionInputSchema = z.object({
  name: z.string("Title is required").trim().min(1, "Title is required").max(200, "Title must be at most 200 characters"),
  /** Optional: the slugified name when absent or empty. */
  slug: z.string().max(200).nullish(),
  description: optionalText(5000, "Description"),
  seoTitle: optionalText(200, "SEO title"),
  seoDescription: optionalText(500, "SEO description"),
  type: z.enum(COLLECTION_TYPES, "Type must be manual or smart").optional(),
  image: optionalImage,
  sortOrder: sortOrderField,
  isActive: z.boolean().optional(),
  /** Smart collections only (ignored and cleared for manual ones). */
  criteria: smartCriteriaSchema.nullish(),
  /** Manual collections only, in display order; every id must be a product of the store. */
  productIds: z
    .array(z.uuid("Product id is invalid"))
    .max(1000, "At most 1000 products")
    .refine((ids) => new Set(ids).size === ids.length, "A product appears twice in this collection")
    .optional(),
});
export const collectionUpdateSchema = collectionInputSchema.partial();
export type CollectionInput = z.input<typeof collectionInputSchema>;
export type CollectionValues = z.output<typeof collectionInputSchema>;
export type CollectionUpdateValues = z.output<typeof collectionUpdateSchema>;
