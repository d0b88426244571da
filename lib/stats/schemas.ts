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

/** One day of the overview's sales chart (UTC day, `YYYY-MM-DD`); revenue a decimal string in the store's currency. */
export type DailySales = { date: string; revenue: string; orders: number };

/** The owner's overview beyond the totals: the latest orders, products running low, 30 days of sales. */
export type StoreOverview = {
  currency: string;
  recentOrders: { id: string; number: string; customerName: string; total: string; status: string; createdAt: string }[];
  lowStock: { id: string; name: string; quantity: number; image: string | null; status: string }[];
  /** Oldest first, one entry per day (days without orders count 0), today last. */
  sales: DailySales[];
};
