// POST /api/auth/reset-password — anyone holding a staff reset link: sets the password, ends every session.
import { resetPassword, staffResetSchema } from "@/lib/auth/password-reset";
import * as auth from "@/lib/auth/endpoints";
import { route } from "@/lib/http/route";

export const POST = route(auth.staffResetPassword, { body: staffResetSchema }, ({ req, body }) => resetPassword(req, { kind: "staff" }, body.token, body.password));
