import type { products } from "@/db/schema";

export type ProductRow = typeof products.$inferSelect;

/** A product as shoppers see it (never costPrice). */
export type PublicProduct = {
  id: string;
  name: string;
  slug: string;
  shortDescription: string | null;
  price: string;
  compareAtPrice: string | null;
  images: string[];
  quantity: number;
  trackQuantity: boolean;
  categoryId: string | null;
  sku: string | null;
  status: string;
  createdAt: string;
};

export function toPublicProduct(p: ProductRow): PublicProduct {
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    shortDescription: p.shortDescription,
    price: p.price,
    compareAtPrice: p.compareAtPrice,
    images: p.images,
    quantity: p.quantity,
    trackQuantity: p.trackQuantity,
    categoryId: p.categoryId,
    sku: p.sku,
    status: p.status,
    createdAt: p.createdAt.toISOString(),
  };
}
