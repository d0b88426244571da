import { endpoint } from "@/lib/endpoint";
import type { completeRegistrationSchema, registrationSchema } from "./schemas";
import type { CreatedStore, StartAnswer } from "./service";

/**
 * A visitor registers a store (docs/decisions/0137): with platform payment keys, a payment order first and the
 * store once the payment is proven; on a fresh install without them, the store at once on the free trial.
 * Both sign the new owner in when they create the store (201).
 */
export const start = endpoint<{ body: typeof registrationSchema; response: StartAnswer }>()({
  method: "POST",
  path: "/api/register-tenant",
  auth: "public",
  summary: "Register a store: a payment order (200), or the store on the free trial with its owner signed in (201)",
});
export const complete = endpoint<{ body: typeof completeRegistrationSchema; response: { store: CreatedStore } }>()({
  method: "POST",
  path: "/api/complete-tenant-registration",
  auth: "public",
  summary: "After the subscription payment: verify it, create the store and its owner, sign the owner in (201)",
});
