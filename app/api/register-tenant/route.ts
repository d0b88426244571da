// POST /api/register-tenant — a visitor registers a store: a payment order (platform keys set) or, on a
// fresh install without them, the store at once on the 14-day free trial, with its owner signed in.
import { throttleRegistration } from "@/lib/auth/service";
import { signInNewStaff } from "@/lib/auth/session";
import { json, route } from "@/lib/http/route";
import * as registration from "@/lib/registration/endpoints";
import { registrationSchema } from "@/lib/registration/schemas";
import { startRegistration } from "@/lib/registration/service";

export const POST = route(registration.start, { body: registrationSchema }, async ({ req, body }) => {
  await throttleRegistration(req, "store");
  const answer = await startRegistration(body);
  if (answer.mode !== "trial") return json(answer, 200);
  const res = json(answer, 201);
  await signInNewStaff(res, req, body.ownerEmail);
  return res;
});
