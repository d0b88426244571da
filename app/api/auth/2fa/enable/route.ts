// POST /api/auth/2fa/enable — the signed-in account confirms its pending secret with a code; answers its recovery codes once.
import * as auth from "@/lib/auth/endpoints";
import { twoFactorEnableSchema } from "@/lib/auth/two-factor/schemas";
import { enableTwoFactor } from "@/lib/auth/two-factor/service";
import { route } from "@/lib/http/route";

export const POST = route(auth.twoFactorEnable, { body: twoFactorEnableSchema }, ({ staff, body }) => enableTwoFactor(staff, body.code));
