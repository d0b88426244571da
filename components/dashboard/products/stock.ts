import { toMinor } from "@/lib/money";
/**
 * How the product list shows stock and status, so an owner sees what needs restocking: 'Not tracked' when quantity is not tracked,
 * 'Out of Stock' at 0, 'Low Stock' from 1 to 5; a missing status reads draft.
 */
export const LOW_STOCK_MAX = 5;

export type StockInfo = { label: string; detail: string | null; tone: "outline" | "destructive" | "warning" | "success" };

export function stockInfo(p: { trackQuantity: boolean; quantity: number }): StockInfo {
  if (!p.trackQuantity) return { label: "Not tracked", detail: null, tone: "outline" };
  if (p.quantity <= 0) return { label: "Out of Stock", detail: null, tone: "destructive" };
  if (p.quantity <= LOW_STOCK_MAX) return { label: "Low Stock", detail: `${p.quantity} left`, tone: "warning" };
  return { label: `${p.quantity} in stock`, detail: null, tone: "success" };
}

type StockVariant = { trackQuantity: boolean; quantity: number };
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/**
 * A product's stock over its variants: one variant reads as `stockInfo`; several read as the total with how
 * many variants ("12 in stock" across 6 variants), 'Low Stock' while some variant is out or running low
 * (naming how many), 'Out of Stock' when every tracked variant is.
 */
export function productStockInfo(p: StockVariant & { variants?: readonly StockVariant[] }): StockInfo {
  const variants = p.variants ?? [];
  if (variants.length <= 1) return stockInfo(variants[0] ?? p);
  const tracked = variants.filter((v) => v.trackQuantity);
  if (tracked.length === 0) return { label: "Not tracked", detail: `${variants.length} variants`, tone: "outline" };
  const out = tracked.filter((v) => v.quantity <= 0).length;
  const low = tracked.filter((v) => v.quantity > 0 && v.quantity <= LOW_STOCK_MAX).length;
  const total = tracked.reduce((n, v) => n + Math.max(0, v.quantity), 0);
  if (out === tracked.length && tracked.length === variants.length) return { label: "Out of Stock", detail: `all ${variants.length} variants`, tone: "destructive" };
  if (out > 0) return { label: "Low Stock", detail: `${plural(out, "variant")} out of stock`, tone: "warning" };
  if (low > 0) return { label: "Low Stock", detail: `${plural(low, "variant")} running low`, tone: "warning" };
  return { label: `${total} in stock`, detail: `across ${variants.length} variants`, tone: "success" };
}

/** "₹499" or, when the variants' prices differ, "₹499 – ₹599" (formatted by the caller's money formatter). */
export function priceRange(p: { price: string; priceMax?: string | null }, format: (amount: string) => string): string {
  return p.priceMax && toMinor(p.priceMax) !== toMinor(p.price) ? `${format(p.price)} – ${format(p.priceMax)}` : format(p.price);
}

export function productStatus(status: string | null | undefined): "draft" | "active" | "archived" {
  return status === "active" || status === "archived" ? status : "draft";
}

export function productStatusTone(status: string | null | undefined): "success" | "outline" {
  const s = productStatus(status);
  return s === "active" ? "success" : "outline";
}
