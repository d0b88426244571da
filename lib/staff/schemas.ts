import { z } from "zod";
import { STAFF_PERMISSIONS, type StaffPermission } from "@/lib/permissions";
import { emailField } from "@/lib/validation";

/**
 * The staff slice's inputs and answers (issue 40, record 0142). One schema per form: the Staff screen's
 * dialogs and the invitation page validate with the same ones the routes do.
 */

/** A permission outside the list is a 400 naming it; the list is kept once, in the order the screen shows. */
export const permissionsField = z
  .array(z.enum(STAFF_PERMISSIONS, { error: (i) => `Unknown permission${typeof i.input === "string" ? ` "${i.input.slice(0, 40)}"` : ""}` }))
  .max(STAFF_PERMISSIONS.length * 2, "Too many permissions")
  .transform((ps) => STAFF_PERMISSIONS.filter((p) => ps.includes(p)));

const optionalName = z
  .string()
  .trim()
  .max(100, "Names must be 100 characters or less")
  .optional()
  .transform((v) => (v ? v : undefined));

export const inviteSchema = z.object({
  email: emailField(),
  firstName: optionalName,
  lastName: optionalName,
  permissions: permissionsField,
});

export const updateMemberSchema = z.object({ permissions: permissionsField });

/** Registration's rule for a new account's password (lib/registration/schemas.ts: at least 8). */
export const newPasswordField = z.string().min(8, "Password must be at least 8 characters").max(200);

export const acceptSchema = z.object({
  token: z.string().trim().min(1, "The invitation link is incomplete").max(200),
  password: z.string().max(200).optional(),
  firstName: optionalName,
  lastName: optionalName,
});

/** The invitation page's form for a new account: names and the password twice. */
export const acceptNewAccountFormSchema = z
  .object({
    firstName: z.string().trim().min(1, "First name is required").max(100),
    lastName: z.string().trim().min(1, "Last name is required").max(100),
    password: newPasswordField,
    confirmPassword: z.string().min(1, "Please confirm your password"),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "Passwords do not match" });

export const transferSchema = z.object({
  memberId: z.uuid("Pick a staff member"),
  password: z.string().min(1, "Enter your password to confirm").max(200),
});

export type MemberStatus = "invited" | "active";

/** One row of GET /api/staff: the owner first (its id is the owner's account id), then the staff. */
export type StaffMemberDto = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: "owner" | "staff";
  permissions: StaffPermission[];
  status: MemberStatus;
  lastSignInAt: string | null;
  /** An invitation's link expiry (null once active, or before its mail went out). */
  invitationExpiresAt: string | null;
};

export type StaffList = { items: StaffMemberDto[] };

/** A store the account may open, for the switcher (GET /api/auth/me's `stores`). */
export type StoreRef = { id: string; slug: string; name: string; role: "owner" | "staff" };

/** What the invitation page shows before anyone signs in (the token names it). */
export type InvitationPreview =
  | { state: "pending"; storeName: string; storeSlug: string; inviterName: string | null; email: string; hasAccount: boolean; firstName: string | null; lastName: string | null }
  | { state: "gone" };

export type AcceptAnswer = {
  member: StaffMemberDto;
  store: { id: string; slug: string; name: string };
  /** True when no session was started: the account has two-factor on and signs in with its code (record 0144). */
  signInRequired?: boolean;
};
