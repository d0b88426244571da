// POST /api/auth/2fa/disable — the signed-in account turns two-factor off with its password and a code.
import * as auth from "@/lib/auth/endpoints";
import { twoFactorDisableSchema } from "@/lib/auth/two-factor/schemas";
import { disableTwoFactor } from "@/lib/auth/two-factor/service";
import { route } from "@/lib/http/route";

export const POST = route(auth.twoFactorDisable, { body: twoFactorDisableSchema }, ({ req, staff, body }) => disableTwoFactor(req, staff, body.password, body.code));
