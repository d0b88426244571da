import type { PaymentSettingsDto } from "@/lib/payments/settings/schemas";
import { storeHref } from "@/components/storefront/store-link";
import { paypalWebhook, razorpayWebhook, stripeWebhook } from "@/lib/payments/endpoints";

/**
 * The payment settings form's values: public ids as text, secrets write-only — "" keeps the stored
 * secret (the form never receives it), null clears it (PUT /api/tenants/{id}/payment-settings).
 */
export type PaymentFormValues = {
  paypalEnabled: boolean;
  paypalClientId: string;
  paypalClientSecret: string | null;
  paypalWebhookId: string;
  razorpayEnabled: boolean;
  razorpayKeyId: string;
  razorpayKeySecret: string | null;
  razorpayWebhookSecret: string | null;
  stripeEnabled: boolean;
  stripePublicKey: string;
  stripeSecretKey: string | null;
  stripeWebhookSecret: string | null;
  codEnabled: boolean;
  codCharges: string;
  codMinOrder: string;
};

export type SecretField = "paypalClientSecret" | "razorpayKeySecret" | "razorpayWebhookSecret" | "stripeSecretKey" | "stripeWebhookSecret";

/** Whether the server holds each secret (the DTO's …SecretSet flags). */
export function secretIsSet(dto: PaymentSettingsDto, field: SecretField): boolean {
  switch (field) {
    case "paypalClientSecret":
      return dto.paypalClientSecretSet;
    case "razorpayKeySecret":
      return dto.razorpayKeySecretSet;
    case "razorpayWebhookSecret":
      return dto.razorpayWebhookSecretSet;
    case "stripeSecretKey":
      return dto.stripeSecretKeySet;
    case "stripeWebhookSecret":
      return dto.stripeWebhookSecretSet;
  }
}

export function toPaymentFormValues(dto: PaymentSettingsDto): PaymentFormValues {
  return {
    paypalEnabled: dto.paypalEnabled,
    paypalClientId: dto.paypalClientId ?? "",
    paypalClientSecret: "",
    paypalWebhookId: dto.paypalWebhookId ?? "",
    razorpayEnabled: dto.razorpayEnabled,
    razorpayKeyId: dto.razorpayKeyId ?? "",
    razorpayKeySecret: "",
    razorpayWebhookSecret: "",
    stripeEnabled: dto.stripeEnabled,
    stripePublicKey: dto.stripePublicKey ?? "",
    stripeSecretKey: "",
    stripeWebhookSecret: "",
    codEnabled: dto.codEnabled,
    codCharges: dto.codCharges,
    codMinOrder: dto.codMinOrder,
  };
}

const WEBHOOKS = { razorpay: razorpayWebhook, stripe: stripeWebhook, paypal: paypalWebhook };
export type WebhookProvider = keyof typeof WEBHOOKS;

/** The webhook address to register at the provider: this store's host (or path-mode prefix) + /api/{provider}/webhook. */
export function webhookUrl(origin: string, basePath: string, provider: WebhookProvider): string {
  return `${origin.replace(/\/+$/, "")}${storeHref(basePath, WEBHOOKS[provider].path)}`;
}

type GatewayValues = {
  paypalEnabled?: boolean;
  paypalClientId?: string | null;
  paypalClientSecret?: string | null;
  razorpayEnabled?: boolean;
  razorpayKeyId?: string | null;
  razorpayKeySecret?: string | null;
  stripeEnabled?: boolean;
  stripePublicKey?: string | null;
  stripeSecretKey?: string | null;
};

export type OnlineGateway = "paypal" | "razorpay" | "stripe";

/**
 * Gateways switched on without both keys: checkout offers a gateway only when its switch is on and its
 * id and secret are configured (lib/payments/settings.ts toPaymentMethodsInfo), so the page warns.
 * A secret counts when typed now, or saved and not being removed.
 */
export function incompleteGateways(values: GatewayValues, dto: PaymentSettingsDto): Record<OnlineGateway, boolean> {
  const has = (v: string | null | undefined) => !!v?.trim();
  const secret = (typed: string | null | undefined, saved: boolean) => has(typed) || (saved && typed !== null);
  return {
    paypal: !!values.paypalEnabled && !(has(values.paypalClientId) && secret(values.paypalClientSecret, dto.paypalClientSecretSet)),
    razorpay: !!values.razorpayEnabled && !(has(values.razorpayKeyId) && secret(values.razorpayKeySecret, dto.razorpayKeySecretSet)),
    stripe: !!values.stripeEnabled && !(has(values.stripePublicKey) && secret(values.stripeSecretKey, dto.stripeSecretKeySet)),
  };
}
