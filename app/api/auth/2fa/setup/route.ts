// POST /api/auth/2fa/setup — the signed-in account gets a new TOTP secret and its QR code, pending until enabled.
import * as auth from "@/lib/auth/endpoints";
import { beginTwoFactorSetup } from "@/lib/auth/two-factor/service";
import { route } from "@/lib/http/route";

export const POST = route(auth.twoFactorSetup, ({ staff }) => beginTwoFactorSetup(staff));
