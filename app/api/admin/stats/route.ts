// GET /api/admin/stats — platform statistics for the platform admin (activeTenants, totalOrders,
// monthlyRevenue, platformFees), computed from real orders and transactions.
import { adminStats } from "@/lib/admin/service";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "admin" }, () => adminStats());
