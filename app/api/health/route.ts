// GET /api/health — for load balancers and container health checks: 200 when the database answers (Redis
// down is reported as "degraded", still 200), 503 otherwise or while the instance shuts down, with
// Retry-After. Public; reveals no data.
import { json, route } from "@/lib/http/route";
import * as health from "@/lib/health/endpoints";
import { checkHealth } from "@/lib/health/service";
import { RETRY_AFTER_SECONDS } from "@/lib/unavailable";

export const dynamic = "force-dynamic";

export const GET = route(health.health, async () => {
  const health = await checkHealth();
  const res = json(health, health.status === "ok" ? 200 : 503);
  res.headers.set("Cache-Control", "no-store");
  if (health.status !== "ok") res.headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
  return res;
});
