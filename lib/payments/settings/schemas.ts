import { z } from "zod";
import type { StoreRow } from "@/lib/tenancy/schemas";
import { moneyField } from "@/lib/validation";

/**
 * The payment settings request body and the owner's view of them, kept apart from ./service.ts (which
 * encrypts and reads stored secrets on the server) so the owner's form validates with the same schema.
 */

const publicId = z
  .string()
  .trim()
  .max(300)
  .nullish()
  .transform((v) => (v ? v : null));
/** A secret: absent or "" keeps the stored one (the form never shows it); null clears it. */
const secret = z.string().trim().max(500).nullish();

export const paymentSettingsSchema = z
  .object({
    paypalEnabled: z.boolean(),
    paypalClientId: publicId,
    paypalClientSecret: secret,
    paypalWebhookId: publicId,
    razorpayEnabled: z.boolean(),
    razorpayKeyId: publicId,
    razorpayKeySecret: secret,
    razorpayWebhookSecret: secret,
    stripeEnabled: z.boolean(),
    stripePublicKey: publicId,
    stripeSecretKey: secret,
    stripeWebhookSecret: secret,
    codEnabled: z.boolean(),
    // Empty or null reads as 0, as the spec's "default 0" and the old coercing parser had it.
    codCharges: moneyField({ label: "COD charges", empty: "zero" }),
    codMinOrder: moneyField({ label: "COD minimum order", empty: "zero" }),
  })
  .partial()
  .strict();
export type PaymentSettingsInput = z.output<typeof paymentSettingsSchema>;

/** The owner's view: public ids as they are, secrets only as "is set" flags. */
export type PaymentSettingsDto = {
  paypalEnabled: boolean;
  paypalClientId: string | null;
  paypalClientSecretSet: boolean;
  paypalWebhookId: string | null;
  razorpayEnabled: boolean;
  razorpayKeyId: string | null;
  razorpayKeySecretSet: boolean;
  razorpayWebhookSecretSet: boolean;
  stripeEnabled: boolean;
  stripePublicKey: string | null;
  stripeSecretKeySet: boolean;
  stripeWebhookSecretSet: boolean;
  codEnabled: boolean;
  codCharges: string;
  codMinOrder: string;
};

export function toPaymentSettingsDto(t: StoreRow): PaymentSettingsDto {
  return {
    paypalEnabled: t.paypalEnabled,
    paypalClientId: t.paypalClientId,
    paypalClientSecretSet: !!t.paypalClientSecret,
    paypalWebhookId: t.paypalWebhookId,
    razorpayEnabled: t.razorpayEnabled,
    razorpayKeyId: t.razorpayKeyId,
    razorpayKeySecretSet: !!t.razorpayKeySecret,
    razorpayWebhookSecretSet: !!t.razorpayWebhookSecret,
    stripeEnabled: t.stripeEnabled,
    stripePublicKey: t.stripePublicKey,
    stripeSecretKeySet: !!t.stripeSecretKey,
    stripeWebhookSecretSet: !!t.stripeWebhookSecret,
    codEnabled: t.codEnabled,
    codCharges: t.codCharges,
    codMinOrder: t.codMinOrder,
  };
}
