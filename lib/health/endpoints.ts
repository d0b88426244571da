import { endpoint } from "@/lib/endpoint";
import type { Health } from "./service";

/** For load balancers and container health checks (docs/decisions/0137). Reveals no data. */
export const health = endpoint<{ response: Health }>()({
  method: "GET",
  path: "/api/health",
  auth: "public",
  summary: "200 while the database answers (Redis down: degraded), else 503 with Retry-After",
});
