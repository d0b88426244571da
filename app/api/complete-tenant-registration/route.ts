// POST /api/complete-tenant-registration — after the subscription payment: verify it on the server,
// then create the store and its owner.
import { json, route } from "@/lib/http/route";
import { completeRegistrationSchema } from "@/lib/registration/schemas";
import { completeRegistration } from "@/lib/registration/service";

export const POST = route({ auth: "public", body: completeRegistrationSchema }, async ({ body }) => json({ store: await completeRegistration(body) }, 201));
