// POST /api/auth/forgot-password — anyone: an owner or the admin asks for a reset link (platform host or a store host).
import { FORGOT_ANSWER, requestPasswordReset, staffForgotSchema } from "@/lib/auth/password-reset";
import { route } from "@/lib/http/route";
import { requestOrigin } from "@/lib/mail/origin";

export const POST = route({ auth: "public", body: staffForgotSchema }, async ({ req, body, store }) => {
  await requestPasswordReset(req, { kind: "staff" }, body.email, requestOrigin(req.headers, req.url, store));
  return { message: FORGOT_ANSWER };
});
