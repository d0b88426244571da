import { endpoint } from "@/lib/endpoint";
import type {
  Customer,
  customerForgotSchema,
  customerLoginSchema,
  customerRegisterSchema,
  customerResetSchema,
  guestCheckoutSchema,
  StaffUser,
  staffForgotSchema,
  staffLoginSchema,
  staffPasswordSchema,
  staffResetSchema,
} from "./schemas";

/**
 * A shopper's sign-in calls (docs/decisions/0137): public, on a store. Each success changes who is signed in,
 * so it marks stale what belongs to the shopper (lib/http/customer-query-keys.ts).
 */
const shopper = ["/api/customers"];

export const customerLogin = endpoint<{ body: typeof customerLoginSchema; response: Customer }>()({
  method: "POST",
  path: "/api/customers/login",
  auth: "public",
  tenant: "required",
  invalidates: shopper,
});
export const customerRegister = endpoint<{ body: typeof customerRegisterSchema; response: Customer }>()({
  method: "POST",
  path: "/api/customers/register",
  auth: "public",
  tenant: "required",
  invalidates: shopper,
  summary: "Create a shopper account and sign it in (201)",
});
export const customerGuest = endpoint<{ body: typeof guestCheckoutSchema; response: Customer }>()({
  method: "POST",
  path: "/api/customers/guest",
  auth: "public",
  tenant: "required",
  invalidates: shopper,
  summary: "Check out as a guest: a passwordless shopper, signed in (201)",
});
export const customerLogout = endpoint<{ response: { message: string } }>()({ method: "POST", path: "/api/customers/logout", auth: "public", tenant: "required", invalidates: shopper });
export const customerForgotPassword = endpoint<{ body: typeof customerForgotSchema; response: { message: string } }>()({
  method: "POST",
  path: "/api/customers/forgot-password",
  auth: "public",
  tenant: "required",
});
export const customerResetPassword = endpoint<{ body: typeof customerResetSchema; response: { ok: true } }>()({
  method: "POST",
  path: "/api/customers/reset-password",
  auth: "public",
  tenant: "required",
});

/** The staff's (owner's and admin's) sign-in calls. */
type Me = StaffUser & { canManageStore: boolean | null };
export const staffLogin = endpoint<{ body: typeof staffLoginSchema; response: StaffUser }>()({ method: "POST", path: "/api/auth/login", auth: "public", invalidates: ["/api/auth"] });
export const staffLogout = endpoint<{ response: { message: string } }>()({ method: "POST", path: "/api/auth/logout", auth: "public", invalidates: ["/api/auth"] });
export const staffLogoutAll = endpoint<{ response: { message: string; endedSessions: number } }>()({
  method: "POST",
  path: "/api/auth/logout-all",
  auth: "staff",
  summary: "End every other session of the signed-in staff member",
});
export const staffMe = endpoint<{ response: Me }>()({ method: "GET", path: "/api/auth/me", auth: "staff", summary: "The signed-in owner or admin (401 when none)" });
/** The same answer at its older path. */
export const user = endpoint<{ response: Me }>()({ method: "GET", path: "/api/user", auth: "staff" });
export const staffPassword = endpoint<{ body: typeof staffPasswordSchema; response: { message: string; endedSessions: number } }>()({
  method: "POST",
  path: "/api/auth/password",
  auth: "staff",
});
export const staffForgotPassword = endpoint<{ body: typeof staffForgotSchema; response: { message: string } }>()({ method: "POST", path: "/api/auth/forgot-password", auth: "public" });
export const staffResetPassword = endpoint<{ body: typeof staffResetSchema; response: { ok: true } }>()({ method: "POST", path: "/api/auth/reset-password", auth: "public" });
