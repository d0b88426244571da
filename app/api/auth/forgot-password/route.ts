// POST /api/auth/forgot-password — anyone: an owner or the admin asks for a reset link (platform host or a
// store host; the link always goes to the platform's configured origin, record 0125).
import { FORGOT_ANSWER, requestPasswordReset, staffForgotSchema } from "@/lib/auth/password-reset";
import * as auth from "@/lib/auth/endpoints";
import { route } from "@/lib/http/route";

export const POST = route(auth.staffForgotPassword, { body: staffForgotSchema }, async ({ req, body }) => {
  await requestPasswordReset(req, { kind: "staff" }, body.email);
  return { message: FORGOT_ANSWER };
});
