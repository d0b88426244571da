import { z } from "zod";
import type { categories } from "@/db/schema";
import { optionalId, optionalImage, optionalText, sortOrderField } from "@/lib/validation";

/** Categories: the DTO of /api/categories and the editor's input schemas (conventions in ../products/schemas.ts). */

export type CategoryRow = typeof categories.$inferSelect;

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
