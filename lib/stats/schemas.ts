/** The owner's overview figures: totals, and this month against last month. Money as decimal strings in the store's currency. */
export type TenantStats = {
  totalRevenue: string;
  totalOrders: number;
  totalProducts: number;
  revenueThisMonth: string;
  revenueLastMonth: string;
  /** Percent change of revenue, this month against last; null when last month had none. */
  revenueGrowth: number | null;
  ordersThisMonth: number;
  ordersLastMonth: number;
  productsThisMonth: number;
};

/** One day of the overview's sales chart (the store's local day, `YYYY-MM-DD`): total sales (record 0150) as a decimal string in the store's currency, and counted orders. */
export type DailySales = { date: string; revenue: string; orders: number };

/** The owner's overview beyond the totals: the latest orders, variants running low, 30 days of sales. */
export type StoreOverview = {
  currency: string;
  recentOrders: { id: string; number: string; customerName: string; total: string; status: string; createdAt: string }[];
  /**
   * Variants running low, one row each: `id` is the product's (what the row links to), `variantTitle` the
   * variant's ("M / Navy"; null for a product without options); `quantity` and `image` are the variant's.
   */
  lowStock: { id: string; variantId: string; name: string; variantTitle: string | null; quantity: number; image: string | null; status: string }[];
  /** Oldest first, one entry per day (days without orders count 0), today last. */
  sales: DailySales[];
};
