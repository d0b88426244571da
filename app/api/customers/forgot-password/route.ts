// POST /api/customers/forgot-password — anyone: a shopper of this store asks for a reset link.
import { customerForgotSchema, FORGOT_ANSWER, requestPasswordReset } from "@/lib/auth/password-reset";
import { route } from "@/lib/http/route";
import { requestOrigin } from "@/lib/mail/origin";

export const POST = route({ auth: "public", tenant: "required", body: customerForgotSchema }, async ({ req, body, store }) => {
  await requestPasswordReset(req, { kind: "customer", store }, body.email, requestOrigin(req.headers, req.url, store));
  return { message: FORGOT_ANSWER };
});
