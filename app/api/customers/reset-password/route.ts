// POST /api/customers/reset-password — anyone holding this store's reset link: sets the shopper's password, ends their sessions.
import { customerResetSchema, resetPassword } from "@/lib/auth/password-reset";
import * as auth from "@/lib/auth/endpoints";
import { route } from "@/lib/http/route";

export const POST = route(auth.customerResetPassword, { body: customerResetSchema }, ({ req, body, store }) =>
  resetPassword(req, { kind: "customer", store }, body.token, body.password),
);
