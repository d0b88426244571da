import { hashPassword, verifyPassword } from "@/lib/auth/password";
import type { UserRow } from "@/lib/auth/schemas";
import { getThrottle } from "@/lib/auth/throttle";
import { badRequest, tooManyRequests } from "@/lib/http/errors";
import { updateCustomerPasswordHash } from "./repository";

/**
 * Change a signed-in customer's password. The current password is checked under the same throttle as
 * sign-in (per account), so a stolen session cannot be used to guess it.
 */
export async function changeCustomerPassword(customer: UserRow, currentPassword: string, newPassword: string) {
  const throttle = getThrottle();
  const key = `customer:${customer.tenantId}:${customer.email}`;
  if (await throttle.isBlocked(key)) throw tooManyRequests();
  if (!(await verifyPassword(currentPassword, customer.passwordHash))) {
    await throttle.fail(key);
    throw badRequest("Current password is incorrect", { currentPassword: "Current password is incorrect" });
  }
  if (currentPassword === newPassword) {
    throw badRequest("The new password must differ from the current one", { newPassword: "The new password must differ from the current one" });
  }
  await updateCustomerPasswordHash({ tenantId: customer.tenantId!, userId: customer.id }, await hashPassword(newPassword));
}
