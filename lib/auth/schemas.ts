import { z } from "zod";
import { isGuestEmail, realEmail } from "./guest";
import { emailField, firstNameField, lastNameField } from "@/lib/validation";
import type { UserRole, users } from "@/db/schema";

/** One schema per form, used by the page (react-hook-form) and by the route handler. */

// Owner/admin login.
export const staffLoginSchema = z.object({
  email: emailField(),
  password: z.string().min(6, "Password must be at least 6 characters").max(200),
});

/**
 * POST /api/auth/password: an owner or the admin changes their own password. The new one follows the
 * owner registration's minimum (8), the stricter of the platform's two; the current one is only compared.
 */
export const staffPasswordSchema = z.object({
  currentPassword: z.string().min(1, "Current password is required").max(200),
  newPassword: z.string().min(1, "Password is required").min(8, "Password must be at least 8 characters").max(200),
});

/** The account-security form: the same fields plus a confirmation that never leaves the browser. */
export const staffPasswordFormSchema = staffPasswordSchema
  .extend({ confirmPassword: z.string().min(1, "Please confirm your password") })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ["confirmPassword"], message: "Passwords do not match" });

// Customer login: the messages are checked in this order, so an empty field says "required" before "invalid".
export const customerLoginSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "Email is required")
    .refine((v) => v.includes("@"), "Please enter a valid email")
    .pipe(z.email("Please enter a valid email"))
    .transform((v) => v.toLowerCase()),
  password: z.string().min(1, "Password is required").max(200),
});

const customerFields = {
  firstName: firstNameField,
  lastName: lastNameField,
  email: customerLoginSchema.shape.email,
  password: z.string().min(1, "Password is required").min(6, "Password must be at least 6 characters").max(200),
};

/** What the register API accepts (the confirm field is not sent). */
export const customerRegisterSchema = z.object(customerFields);

/** POST /api/customers/guest: who is checking out, without a password. */
export const guestCheckoutSchema = z.object({ firstName: firstNameField, lastName: lastNameField, email: customerLoginSchema.shape.email });

/** The register page's form: adds the confirmation. */
export const customerRegisterFormSchema = z
  .object({ ...customerFields, confirmPassword: z.string().min(1, "Please confirm your password") })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "Passwords do not match" });

// Forgotten passwords (lib/auth/password-reset.ts): the new password follows registration's rules.
export const RESET_INVALID = "This reset link has expired or was already used";
export const FORGOT_ANSWER = "If an account exists for that email, we have sent a link to reset its password.";

export const staffForgotSchema = z.object({ email: customerLoginSchema.shape.email });
export const customerForgotSchema = z.object({ email: customerLoginSchema.shape.email });
const tokenField = z.string().trim().min(1, RESET_INVALID).max(200, RESET_INVALID);
export const staffResetSchema = z.object({ token: tokenField, password: staffPasswordSchema.shape.newPassword });
export const customerResetSchema = z.object({ token: tokenField, password: customerRegisterSchema.shape.password });

/** The reset page's form: the new password twice. */
export const resetPasswordFormSchema = (password: z.ZodType<string, string>) =>
  z
    .object({ password, confirmPassword: z.string().min(1, "Please confirm your password") })
    .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "Passwords do not match" });

export type UserRow = typeof users.$inferSelect;

/** The signed-in owner/admin as clients see it. */
export type StaffUser = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: UserRole;
  tenantId: string | null;
};

export type Customer = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  tenantId: string;
  /** Checking out as a guest (no password; the session is the only way back to the order). */
  guest?: boolean;
  /** When the shopper asked for their data to be erased (waiting for the owner); absent when they have not. */
  erasureRequestedAt?: string;
};

export function toStaffUser(u: UserRow): StaffUser {
  return { id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, role: u.role, tenantId: u.tenantId };
}

export function toCustomer(u: UserRow): Customer {
  const c: Customer = { id: u.id, email: realEmail(u.email), firstName: u.firstName, lastName: u.lastName, tenantId: u.tenantId ?? "" };
  if (u.erasureRequestedAt) c.erasureRequestedAt = u.erasureRequestedAt.toISOString();
  return isGuestEmail(u.email) ? { ...c, guest: true } : c;
}
