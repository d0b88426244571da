// GET /api/health — for load balancers and container health checks: 200 when the database (and Redis,
// when configured) answer, 503 otherwise or while the instance shuts down. Public; reveals no data.
import { json, route } from "@/lib/http/route";
import { checkHealth } from "@/lib/health/service";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "public" }, async () => {
  const health = await checkHealth();
  const res = json(health, health.status === "ok" ? 200 : 503);
  res.headers.set("Cache-Control", "no-store");
  return res;
});
