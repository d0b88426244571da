// GET /api/admin/stats — platform statistics for the platform admin (activeTenants, totalOrders,
// monthlyRevenue, platformFees), computed from real orders and transactions.
import { adminStats } from "@/lib/admin/service";
import { route } from "@/lib/http/route";
import * as admin from "@/lib/admin/endpoints";

export const GET = route(admin.stats, () => adminStats());
