import "server-only";
import { recordPlatformActivity } from "@/lib/activity/record";
import { sendLater } from "@/lib/mail/service";
import { tenantIdOf } from "@/lib/tenancy/store";
import { createTenantWithOwner } from "@/lib/admin/service";
import { isStaffEmailTaken } from "@/lib/auth/service";
import { inTransaction, takenStoreLabels, updateTenant } from "@/lib/tenancy/service";
import { getEnv } from "@/lib/env";
import { AppError, conflict } from "@/lib/errors";
import { createRazorpayOrder, fetchRazorpayOrderPayments } from "@/lib/payments/providers/razorpay";
import { verifyRazorpayPayment } from "@/lib/payments/signatures";
import { decryptSecret, encryptSecret } from "@/lib/secrets";
import { planPricing, PLAN_DESCRIPTION, type Pricing } from "@/lib/billing/pricing";
import { recordSubscriptionPayment } from "@/lib/billing/service";
import type { RegistrationInput } from "./schemas";

/**
 * Store registration. With the platform's Razorpay keys configured the owner
 * pays first (order created here, signature and order verified on completion, then the store and owner
 * are created). Without them (a fresh self-hosted install) the same form creates the store at once on
 * the 14-day free trial, so a new install works end to end without any outside service.
 */
export type RegistrationMode = "payment" | "trial";

export function registrationMode(): RegistrationMode {
  const env = getEnv();
  return env.PLATFORM_RAZORPAY_KEY_ID && env.PLATFORM_RAZORPAY_KEY_SECRET ? "payment" : "trial";
}

const EMAIL_TAKEN = "An account with this email already exists";
const SUBDOMAIN_TAKEN = "This subdomain is already taken";

async function assertAvailable(input: RegistrationInput) {
  const errors: Record<string, string> = {};
  if (await isStaffEmailTaken(input.ownerEmail)) errors.ownerEmail = EMAIL_TAKEN;
  const taken = await takenStoreLabels(input.subdomain, input.subdomain);
  if (taken.slug || taken.subdomain) errors.subdomain = SUBDOMAIN_TAKEN;
  if (Object.keys(errors).length) throw conflict(errors.subdomain ?? errors.ownerEmail, errors);
}

export type CreatedStore = { id: string; name: string; subdomain: string };

async function createStore(
  input: RegistrationInput,
  paid: { pricing: Pricing; orderId: string; paymentId: string } | null,
): Promise<CreatedStore> {
  const tenant = await createTenantWithOwner({
    plan: input.plan,
    name: input.name,
    slug: input.subdomain,
    subdomain: input.subdomain,
    description: input.description ?? null,
    ownerEmail: input.ownerEmail,
    ownerPassword: input.ownerPassword,
    ownerFirstName: input.ownerFirstName,
    ownerLastName: input.ownerLastName,
  });
  const now = new Date();
  const id = tenantIdOf(tenant);
  if (paid) {
    const next = new Date(now);
    if (input.plan === "monthly") next.setMonth(next.getMonth() + 1);
    else next.setFullYear(next.getFullYear() + 1);
    // The store's plan becomes active until `next`; the subscription row and a paid platform invoice record the payment.
    await inTransaction(async (tx) => {
      await updateTenant(
        id,
        { subscriptionPlan: input.plan, subscriptionStatus: "active", purchaseDate: now, nextDueDate: next, subscriptionEndsAt: next },
        tx,
      );
      await recordPlatformActivity(tx, id, {
        action: "store.plan_changed",
        resourceType: "store",
        resourceId: id,
        summary: `store "${tenant.name}" paid for the ${input.plan} plan, active until ${next.toISOString().slice(0, 10)}`,
        changes: { subscriptionPlan: [tenant.subscriptionPlan ?? null, input.plan], subscriptionStatus: ["trial", "active"] },
      });
      await recordSubscriptionPayment(tx, id, {
        plan: input.plan,
        start: now,
        next,
        pricing: paid.pricing,
        razorpayOrderId: paid.orderId,
        razorpayPaymentId: paid.paymentId,
      });
    });
  }
  // The new owner's welcome (its links on the store's canonical host, from configuration).
  await sendLater({ tenantId: id, kind: "store-welcome", payload: {}, dedupeKey: "store-welcome" }).catch((err) =>
    console.error("[registration] welcome mail not written:", (err as Error).message),
  );
  return { id: tenant.id, name: tenant.name, subdomain: input.subdomain };
}

function platformKeys() {
  const env = getEnv();
  return { keyId: env.PLATFORM_RAZORPAY_KEY_ID ?? "", keySecret: env.PLATFORM_RAZORPAY_KEY_SECRET ?? "", webhookSecret: null };
}

export type StartAnswer =
  | { mode: "trial"; pricing: Pricing; store: CreatedStore }
  | {
      mode: "payment";
      pricing: Pricing;
      razorpayOrder: { key: string; amount: number; currency: string; id: string; notes: Record<string, string>; description: string };
      /** Binds the provider order to this registration; sent back on completion. */
      registrationToken: string;
    };

type Binding = { orderId: string; subdomain: string; plan: string; ownerEmail: string; amount: number };

/** POST /api/register-tenant */
export async function startRegistration(input: RegistrationInput): Promise<StartAnswer> {
  await assertAvailable(input);
  const pricing = planPricing(input.plan);
  if (registrationMode() === "trial") {
    return { mode: "trial", pricing, store: await createStore(input, null) };
  }
  const keys = platformKeys();
  const notes = { subdomain: input.subdomain, plan: input.plan, ownerEmail: input.ownerEmail };
  const order = await createRazorpayOrder(keys, {
    amount: pricing.totalAmount * 100,
    currency: "INR",
    receipt: `reg_${input.subdomain}`.slice(0, 40),
    notes,
  });
  const binding: Binding = { orderId: order.id, subdomain: input.subdomain, plan: input.plan, ownerEmail: input.ownerEmail, amount: order.amount };
  return {
    mode: "payment",
    pricing,
    razorpayOrder: { key: keys.keyId, amount: order.amount, currency: order.currency, id: order.id, notes, description: PLAN_DESCRIPTION[input.plan] },
    registrationToken: encryptSecret(JSON.stringify(binding)),
  };
}

/** POST /api/complete-tenant-registration: the store exists only once the payment is proven. */
export async function completeRegistration(
  input: RegistrationInput & { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string; registrationToken: string },
): Promise<CreatedStore> {
  if (registrationMode() !== "payment") throw new AppError(400, "Registration does not take payments on this platform");
  const keys = platformKeys();
  const failed = new AppError(402, "Payment verification failed");
  // 1. The provider order is the one this server made for exactly this registration and price.
  let binding: Binding;
  try {
    binding = JSON.parse(decryptSecret(input.registrationToken)) as Binding;
  } catch {
    throw failed;
  }
  const pricing = planPricing(input.plan);
  if (
    binding.orderId !== input.razorpay_order_id ||
    binding.subdomain !== input.subdomain ||
    binding.plan !== input.plan ||
    binding.ownerEmail !== input.ownerEmail ||
    binding.amount !== pricing.totalAmount * 100
  ) {
    throw failed;
  }
  // 2. The signature proves the payment belongs to that order and was made with our key.
  if (!verifyRazorpayPayment(keys.keySecret, input.razorpay_order_id, input.razorpay_payment_id, input.razorpay_signature)) throw failed;
  // 3. The provider confirms the payment, for the full amount.
  const { items } = await fetchRazorpayOrderPayments(keys, input.razorpay_order_id);
  const payment = items.find((p) => p.id === input.razorpay_payment_id);
  if (!payment || !["captured", "authorized"].includes(payment.status) || payment.amount !== binding.amount || payment.currency !== "INR") {
    throw failed;
  }
  await assertAvailable(input);
  return createStore(input, { pricing, orderId: input.razorpay_order_id, paymentId: input.razorpay_payment_id });
}
