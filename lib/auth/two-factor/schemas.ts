import { z } from "zod";

/** Two-factor sign-in's inputs and answers (record 0144); the same schemas check the forms and the routes. */

export const CODE_MESSAGE = "Enter the 6-digit code from your authenticator app";
export const RECOVERY_MESSAGE = "Enter one of your recovery codes";

/** Six digits; apps show them as "123 456", so one space in the middle is fine. */
export const totpCodeField = z
  .string(CODE_MESSAGE)
  .trim()
  .regex(/^\d{3} ?\d{3}$/, CODE_MESSAGE);

const recoveryCodeField = z
  .string(RECOVERY_MESSAGE)
  .trim()
  .min(1, RECOVERY_MESSAGE)
  .max(40, RECOVERY_MESSAGE);

/** POST /api/auth/2fa/enable: the first code from the app proves it holds the secret. */
export const twoFactorEnableSchema = z.object({ code: totpCodeField });

/**
 * POST /api/auth/2fa/disable: the password and a code. A recovery code counts as the code, so someone who lost
 * the phone (and signed in with a recovery code) can still turn it off and set it up again.
 */
export const twoFactorDisableSchema = z.object({
  password: z.string("Password is required").min(1, "Password is required").max(200),
  code: z.string(CODE_MESSAGE).trim().min(1, CODE_MESSAGE).max(40, CODE_MESSAGE),
});

/**
 * POST /api/auth/login/2fa: a code or a recovery code (exactly one). The challenge is the HttpOnly cookie the
 * login set, or `challengeToken` from the login's answer for clients without cookies.
 */
export const twoFactorLoginSchema = z
  .object({
    code: totpCodeField.optional(),
    recoveryCode: recoveryCodeField.optional(),
    challengeToken: z.string().trim().min(1).max(200).optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.code === undefined && v.recoveryCode === undefined) ctx.addIssue({ code: "custom", path: ["code"], message: CODE_MESSAGE });
    if (v.code !== undefined && v.recoveryCode !== undefined) ctx.addIssue({ code: "custom", path: ["recoveryCode"], message: "Send a code or a recovery code, not both" });
  });

/** The sign-in form's second step: one field, which of the two it is depends on the switch. */
export const twoFactorCodeFormSchema = z.object({ code: totpCodeField });
export const twoFactorRecoveryFormSchema = z.object({ recoveryCode: recoveryCodeField });

/** The login's answer when the password was right and a second step is due: no session yet. */
export type TwoFactorChallenge = { twoFactorRequired: true; challengeToken: string };

/** POST /api/auth/2fa/setup: the new secret (as text, to type in), its URL and the QR code of the URL (an SVG data URL). */
export type TwoFactorSetup = { secret: string; otpauthUrl: string; qrCode: string };

/** GET /api/auth/2fa: where the signed-in account stands. */
export type TwoFactorStatus = { enabled: boolean; enabledAt: string | null; pending: boolean; recoveryCodesLeft: number };
