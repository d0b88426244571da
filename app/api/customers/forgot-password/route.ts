// POST /api/customers/forgot-password — anyone: a shopper of this store asks for a reset link (on the
// store's canonical host, from configuration, record 0125).
import { customerForgotSchema, FORGOT_ANSWER, requestPasswordReset } from "@/lib/auth/password-reset";
import * as auth from "@/lib/auth/endpoints";
import { route } from "@/lib/http/route";

export const POST = route(auth.customerForgotPassword, { body: customerForgotSchema }, async ({ req, body, store }) => {
  await requestPasswordReset(req, { kind: "customer", store }, body.email);
  return { message: FORGOT_ANSWER };
});
