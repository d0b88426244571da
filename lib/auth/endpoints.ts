import { endpoint } from "@/lib/endpoint";
import type { StaffPermission } from "@/lib/permissions";
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
/** `permissions`: what the account holds in the request's store (issue 40); `stores`: those it may switch to. */
type Me = StaffUser & {
  canManageStore: boolean | null;
  permissions: StaffPermission[];
  stores: { id: string; slug: string; name: string; role: "owner" | "staff" }[];
};
export const staffLogin = endpoint<{ body: typeof staffLoginSchema; response: StaffUser | TwoFactorChallenge }>()({ method: "POST", path: "/api/auth/login", auth: "public", invalidates: ["/api/auth"] });
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

/**
 * Two-factor sign-in (issue 40, record 0144). With it on, staffLogin answers `{ twoFactorRequired, challengeToken }`
 * and no session; staffLogin2fa completes the sign-in with a code or a recovery code.
 */
import type { TwoFactorChallenge, TwoFactorSetup, TwoFactorStatus, twoFactorDisableSchema, twoFactorEnableSchema, twoFactorLoginSchema } from "./two-factor/schemas";

export const staffLogin2fa = endpoint<{ body: typeof twoFactorLoginSchema; response: StaffUser }>()({
  method: "POST",
  path: "/api/auth/login/2fa",
  auth: "public",
  invalidates: ["/api/auth"],
  summary: "Complete a sign-in with the authenticator's code or a recovery code (the challenge from the login's cookie or challengeToken)",
});
export const twoFactorStatus = endpoint<{ response: TwoFactorStatus }>()({ method: "GET", path: "/api/auth/2fa", auth: "staff", summary: "Whether two-factor sign-in is on for the signed-in account" });
export const twoFactorSetup = endpoint<{ response: TwoFactorSetup }>()({
  method: "POST",
  path: "/api/auth/2fa/setup",
  auth: "staff",
  summary: "A new TOTP secret, its otpauth:// URL and QR code (pending until enabled; 409 while on)",
});
export const twoFactorEnable = endpoint<{ body: typeof twoFactorEnableSchema; response: { recoveryCodes: string[] } }>()({
  method: "POST",
  path: "/api/auth/2fa/enable",
  auth: "staff",
  invalidates: ["/api/auth/2fa"],
  summary: "Turn two-factor on with the app's first code; answers ten single-use recovery codes, shown once",
});
export const twoFactorDisable = endpoint<{ body: typeof twoFactorDisableSchema; response: { ok: true } }>()({
  method: "POST",
  path: "/api/auth/2fa/disable",
  auth: "staff",
  invalidates: ["/api/auth/2fa"],
  summary: "Turn two-factor off with the password and a code (or a recovery code)",
});
