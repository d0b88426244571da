import { decryptSecret, encryptSecret, isEncrypted } from "@/lib/secrets";
import type { TenantRow } from "@/lib/tenancy/schemas";
import { storeChange } from "@/lib/activity/record";
import { saveStoreColumns } from "@/lib/tenancy/service";
import type { Store } from "@/lib/tenancy/store";
import { invalidateStore } from "@/lib/cache/tags";
import { toPaymentSettingsDto, type PaymentSettingsDto, type PaymentSettingsInput } from "./schemas";

/**
 * A store's payment settings. Secrets (key secrets, client secrets, webhook secrets)
 * are stored encrypted (lib/secrets) and never leave the server: the owner's view says only whether each
 * is set. Public ids (Razorpay key id, PayPal client id, Stripe publishable key) are stored as they are.
 */

export type { PaymentSettingsDto, PaymentSettingsInput } from "./schemas";

const SECRET_FIELDS = ["paypalClientSecret", "razorpayKeySecret", "razorpayWebhookSecret", "stripeSecretKey", "stripeWebhookSecret"] as const;

/** The column values to write: secrets encrypted, untouched ones left out. */
export function toSettingsUpdate(input: PaymentSettingsInput): Partial<TenantRow> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) {
    if (v === undefined) continue;
    if ((SECRET_FIELDS as readonly string[]).includes(k)) {
      if (v === "") continue;
      out[k] = v === null ? null : encryptSecret(String(v));
    } else out[k] = v;
  }
  return out as Partial<TenantRow>;
}

/** A stored secret in plain text (values written before encryption are read as they are). */
export function readSecret(stored: string | null | undefined): string | null {
  if (!stored) return null;
  if (!isEncrypted(stored)) return stored;
  try {
    return decryptSecret(stored);
  } catch {
    console.error("[payments] a stored secret cannot be decrypted (APP_SECRET changed?)");
    return null;
  }
}

export type RazorpayKeys = { keyId: string; keySecret: string; webhookSecret: string | null };
export type StripeKeys = { publishableKey: string; secretKey: string; webhookSecret: string | null };
export type PayPalKeys = { clientId: string; clientSecret: string };

export function razorpayKeys(t: TenantRow): RazorpayKeys | null {
  const keySecret = readSecret(t.razorpayKeySecret);
  if (!t.razorpayKeyId || !keySecret) return null;
  return { keyId: t.razorpayKeyId, keySecret, webhookSecret: readSecret(t.razorpayWebhookSecret) };
}

export function stripeKeys(t: TenantRow): StripeKeys | null {
  const secretKey = readSecret(t.stripeSecretKey);
  if (!t.stripePublicKey || !secretKey) return null;
  return { publishableKey: t.stripePublicKey, secretKey, webhookSecret: readSecret(t.stripeWebhookSecret) };
}

export function paypalKeys(t: TenantRow): PayPalKeys | null {
  const clientSecret = readSecret(t.paypalClientSecret);
  if (!t.paypalClientId || !clientSecret) return null;
  return { clientId: t.paypalClientId, clientSecret };
}


/** The owner saves the settings; shopper pages show which payment methods are offered, so they expire. */
export async function savePaymentSettings(store: Store, input: PaymentSettingsInput): Promise<PaymentSettingsDto> {
  const row = await saveStoreColumns(store, toSettingsUpdate(input), storeChange("settings.payments.updated", "updated the payment settings"));
  invalidateStore(store.id);
  return toPaymentSettingsDto(row);
}
