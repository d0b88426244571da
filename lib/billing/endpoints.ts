import { endpoint } from "@/lib/endpoint";
import type { BillingDto } from "./schemas";

/** The store's subscription to the platform (docs/decisions/0137). */
export const billing = endpoint<{ response: BillingDto }>()({
  method: "GET",
  path: "/api/tenant/billing",
  auth: "owner", permission: "owner",
  summary: "The store's plan, what happens when the trial ends, and the platform's invoices to it",
});
