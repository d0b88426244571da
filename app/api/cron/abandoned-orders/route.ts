// GET /api/cron/abandoned-orders — the abandoned-order job for schedulers (Vercel Cron, see vercel.json).
// Needs `Authorization: Bearer {CRON_SECRET}` (Vercel Cron sends exactly that); without CRON_SECRET set
// the route is off (404). Answers what the run did; a run already going elsewhere answers { ran: false }.
import "server-only";
import { timingSafeEqual } from "node:crypto";
import { getEnv } from "@/lib/env";
import { notFound, unauthorized } from "@/lib/errors";
import { route } from "@/lib/http/route";
import * as jobs from "@/lib/jobs/endpoints";
import { sweepAbandonedOrders } from "@/lib/jobs/abandoned-orders";

export const dynamic = "force-dynamic";

function authorised(header: string | null, secret: string): boolean {
  const a = Buffer.from(header ?? "");
  const b = Buffer.from(`Bearer ${secret}`);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const GET = route(jobs.abandonedOrders, async ({ req }) => {
  const secret = getEnv().CRON_SECRET;
  if (!secret) throw notFound("Not found");
  if (!authorised(req.headers.get("authorization"), secret)) throw unauthorized("Invalid cron secret");
  return sweepAbandonedOrders();
});
