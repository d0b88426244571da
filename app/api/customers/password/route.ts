// POST /api/customers/password — the signed-in customer changes their password (current one required);
// their other sessions end.
import { customerCookie } from "@/lib/auth/session";
import { changeCustomerPassword } from "@/lib/customers/service";
import { changePasswordSchema } from "@/lib/customers/schemas";
import * as customers from "@/lib/customers/endpoints";
import { route } from "@/lib/http/route";

const handler = (e: typeof customers.changePassword | typeof customers.changePasswordPut) => route(e, { body: changePasswordSchema }, async ({ req, store, customer, body }) => {
  await changeCustomerPassword(store, customer, body.currentPassword, body.newPassword, req.cookies.get(customerCookie(store.id))?.value);
  return { message: "Password updated" };
});

export const POST = handler(customers.changePassword);
export const PUT = handler(customers.changePasswordPut);
