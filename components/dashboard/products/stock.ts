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

export function productStatus(status: string | null | undefined): "draft" | "active" | "archived" {
  return status === "active" || status === "archived" ? status : "draft";
}

export function productStatusTone(status: string | null | undefined): "success" | "outline" {
  const s = productStatus(status);
  return s === "active" ? "success" : "outline";
}
