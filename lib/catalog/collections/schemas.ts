import { z } from "zod";
import type { CollectionCriteria, collections } from "@/db/schema";
import { optionalImage, optionalText, sortOrderField } from "@/lib/validation";
import type { ProductDto } from "../products/schemas";
import { isValidCondition, SMART_FIELDS } from "../smart";

/** Collections: the DTOs of /api/collections and the editor's input schemas (conventions in ../products/schemas.ts). */

export type CollectionRow = typeof collections.$inferSelect;

export const COLLECTION_TYPES = ["manual", "smart"] as const;

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

/** GET /api/collections/slug/{slug}: a collection's slug. */
export const collectionSlugParams = z.object({ slug: z.string().min(1).max(200) });
