// POST /api/register-tenant — a visitor registers a store: a payment order (platform keys set) or, on a
// fresh install without them, the store at once on the 14-day free trial.
import { json, route } from "@/lib/http/route";
import { registrationSchema } from "@/lib/registration/schemas";
import { startRegistration } from "@/lib/registration/service";

export const POST = route({ auth: "public", body: registrationSchema }, async ({ body }) => {
  const answer = await startRegistration(body);
  return json(answer, answer.mode === "trial" ? 201 : 200);
});
