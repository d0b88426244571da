/** The owner's overview figures: totals, and this month against last month. */
export type TenantStats = {
  totalRevenue: number;
  totalOrders: number;
  totalProducts: number;
  revenueThisMonth: number;
  revenueLastMonth: number;
  /** Percent change of revenue, this month against last; null when last month had none. */
  revenueGrowth: number | null;
  ordersThisMonth: number;
  ordersLastMonth: number;
  productsThisMonth: number;
};
