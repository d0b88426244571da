import { z } from "zod";
import type { tenants } from "@/db/schema";
import { COUNTRY_CURRENCY, CURRENCIES } from "@/lib/money";
import { imageUrl } from "@/lib/validation";
import { isTimeZone } from "@/lib/time-zone";

export type TenantRow = typeof tenants.$inferSelect;

/** Columns holding a payment provider's secret (encrypted at rest by lib/payments/settings). */
export const SECRET_COLUMNS = ["stripeSecretKey", "stripeWebhookSecret", "paypalClientSecret", "razorpayKeySecret", "razorpayWebhookSecret"] as const;
export type SecretColumn = (typeof SECRET_COLUMNS)[number];

/** What a store row outside the payments slice holds in place of a secret: that one is set, never the value. */
export type SecretIsSet = { readonly secretIsSet: true };
const SECRET_IS_SET: SecretIsSet = Object.freeze({ secretIsSet: true });

/**
 * The store row that pages, components and services get (`store.row`): every column, but each payment secret
 * replaced by SecretIsSet or null, so "is PayPal configured?" still reads `!!row.paypalClientSecret` while the
 * encrypted value stays in the payments slice (lib/tenancy/payment-store.ts). Typed so that a row with the
 * secrets is also a StoreRow (a payment store may be handed on), but a StoreRow's secret is never a string
 * that a gateway could take.
 */
export type StoreRow = Omit<TenantRow, SecretColumn> & { readonly [K in SecretColumn]: SecretIsSet | string | null };

export function toStoreRow(row: TenantRow): StoreRow {
  const out: Record<string, unknown> = { ...row };
  for (const column of SECRET_COLUMNS) out[column] = row[column] ? SECRET_IS_SET : null;
  return out as StoreRow;
}

/** The store as shoppers and the storefront see it: public fields only, never keys or secrets. */
export type PublicTenant = {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  logo: string | null;
  favicon: string | null;
  showSiteName: boolean;
  /** Shoppers may check out without an account (a guest session for the order). */
  guestCheckout: boolean;
  /** Days after delivery a customer may ask for a return (0: none; record 0154). */
  returnWindowDays: number;
  /** The storefront sends funnel beacons (lib/analytics; the owner may turn it off). */
  storefrontAnalytics: boolean;
  domain: string;
  /** The domain the owner entered; served (and used in links) only when `customDomainVerified`. */
  customDomain: string | null;
  customDomainVerified: boolean;
  currency: string;
  country: string;
  /** The zone the store's reports count days in; null: its country's (lib/time-zone.ts storeTimeZone). */
  timeZone: string | null;
  primaryColor: string;
  secondaryColor: string;
  theme: string;
  activeTheme: string;
  isActive: boolean;
};

/** The host a store answers on: its verified custom domain, else its subdomain of the platform's domain. */
export function storeDomain(t: Pick<TenantRow, "customDomain" | "customDomainVerifiedAt" | "subdomain">, rootDomain: string): string {
  return t.customDomain && t.customDomainVerifiedAt ? t.customDomain : `${t.subdomain}.${rootDomain}`;
}

/** The owner's view of the custom domain: whether it is served yet, and the DNS record that proves control. */
export type DomainStatus = {
  customDomain: string | null;
  status: "none" | "pending" | "verified";
  verifiedAt: string | null;
  record: { type: "TXT"; name: string; value: string } | null;
  /** Why a re-check did not verify (absent otherwise). */
  message?: string;
};

export function toPublicTenant(t: StoreRow, rootDomain: string): PublicTenant {
  return {
    id: t.id,
    slug: t.slug,
    name: t.name,
    description: t.description,
    logo: t.logo,
    favicon: t.favicon,
    showSiteName: t.showSiteName,
    guestCheckout: t.guestCheckout,
    returnWindowDays: t.returnWindowDays,
    storefrontAnalytics: t.storefrontAnalytics,
    domain: storeDomain(t, rootDomain),
    customDomain: t.customDomain,
    customDomainVerified: !!(t.customDomain && t.customDomainVerifiedAt),
    currency: t.currency,
    country: t.country,
    timeZone: t.timeZone ?? null,
    primaryColor: t.primaryColor,
    secondaryColor: t.secondaryColor,
    theme: t.theme,
    activeTheme: t.activeTheme,
    isActive: t.isActive,
  };
}

/** An uploaded image or an http(s) URL; "" or null clears it. */
const storeImage = z.union([imageUrl, z.literal(""), z.null()]).transform((v) => v || null);

/** Store information or the partial branding update; the same schema validates the owner's form. */
export const updateStoreSchema = z
  .object({
    name: z.string().trim().min(1, "Store name is required").max(120),
    description: z.string().trim().max(2000).nullable(),
    customDomain: z
      .string()
      .trim()
      .toLowerCase()
      .max(253)
      .regex(/^([a-z0-9-]+\.)+[a-z]{2,}$/, "Enter a domain like shop.example.com")
      .nullable()
      .or(z.literal("").transform(() => null)),
    country: z.string().trim().min(1, "Country is required").refine((c) => c in COUNTRY_CURRENCY, "Unsupported country"),
    currency: z.string().trim().min(1, "Currency is required").refine((c) => c in CURRENCIES, "Unsupported currency"),
    // The IANA zone the store's reports count days in (issue 42); "" or null: its country's (lib/time-zone.ts).
    timeZone: z
      .string()
      .trim()
      .max(64, "Unknown time zone")
      .refine((v) => v === "" || isTimeZone(v), "Unknown time zone")
      .transform((v) => v || null)
      .nullable(),
    // Shown as <img src> and <link rel=icon> on every store page: the same rule as product images.
    logo: storeImage,
    favicon: storeImage,
    showSiteName: z.boolean(),
    guestCheckout: z.boolean(),
    // Days after delivery a customer may ask for a return (record 0154); 0: the store takes no returns.
    returnWindowDays: z.number("Enter a number of days").int("Enter a whole number of days").min(0, "At least 0 days").max(365, "At most 365 days"),
    // Staff (not the owner) must turn on two-factor sign-in before they use the dashboard (record 0144; the owner alone changes it).
    requireStaffTwoFactor: z.boolean(),
    // The storefront's funnel beacons (issue 42, record 0151): off, no script on the pages and nothing stored.
    storefrontAnalytics: z.boolean(),
    // Mail: the sender name shoppers see (the address stays the platform's) and where their replies go.
    // One line each: a line break in a header value could add headers (lib/mail/headers.ts strips them too).
    mailFromName: z
      .string()
      .trim()
      .max(100, "At most 100 characters")
      .refine((v) => !/[\r\n\u0000-\u001f\u007f]/.test(v), "One line, no control characters")
      .transform((v) => v || null)
      .nullable(),
    mailReplyTo: z
      .string()
      .trim()
      .toLowerCase()
      .max(254)
      .pipe(z.email("Enter a valid email").or(z.literal("")))
      .transform((v) => v || null)
      .nullable(),
  })
  .partial()
  .strict();

export type UpdateStoreInput = z.infer<typeof updateStoreSchema>;
