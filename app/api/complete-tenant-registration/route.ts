// POST /api/complete-tenant-registration — after the subscription payment: verify it on the server,
// then create the store and its owner, and sign the owner in.
import { signInNewStaff } from "@/lib/auth/session";
import { json, route } from "@/lib/http/route";
import * as registration from "@/lib/registration/endpoints";
import { completeRegistrationSchema } from "@/lib/registration/schemas";
import { completeRegistration } from "@/lib/registration/service";

export const POST = route(registration.complete, { body: completeRegistrationSchema }, async ({ req, body }) => {
  const res = json({ store: await completeRegistration(body) }, 201);
  await signInNewStaff(res, req, body.ownerEmail);
  return res;
});
