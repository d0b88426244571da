import { z } from "zod";
import { emailField, firstNameField, lastNameField } from "@/lib/validation";
import { storeDomain, type TenantRow } from "@/lib/tenancy/schemas";
import { RESERVED_SLUGS } from "@/lib/tenancy/reserved";

/**
 * The platform admin's forms, shared by the admin screen (react-hook-form) and the API.
 *
 * The store's subdomain must equal its slug: a store host `{label}.ROOT_DOMAIN` is resolved by slug
 * (lib/tenancy), so a different subdomain would name a host that leads nowhere.
 */

const LABEL_CHARS = /^[a-z0-9-]+$/;
const EDGE_HYPHEN = /^-|-$/;

const storeName = z.string().trim().min(1, "Store name is required").max(120, "Store name must be 120 characters or less");

/** A host label (slug or subdomain): what may stand before `.ROOT_DOMAIN`, never a reserved name. */
const hostLabel = (noun: "Slug" | "Subdomain", missing: string) =>
  z
    .string()
    .trim()
    .min(1, missing)
    .regex(LABEL_CHARS, `${noun} must contain only lowercase letters, numbers, and hyphens`)
    .max(63, `${noun} must be 63 characters or less`)
    .refine((v) => !EDGE_HYPHEN.test(v), `${noun} cannot start or end with a hyphen`)
    .refine((v) => !RESERVED_SLUGS.has(v), `This ${noun.toLowerCase()} is reserved`);

const storeSlug = hostLabel("Slug", "Store slug is required");
const subdomain = hostLabel("Subdomain", "Subdomain is required");

const description = z
  .string()
  .trim()
  .max(2000, "Description must be 2000 characters or less")
  .optional()
  .transform((v) => (v ? v : null));

const email = emailField();
const password = z.string().min(6, "Password must be at least 6 characters").max(200, "Password must be 200 characters or less");
const firstName = firstNameField;
const lastName = lastNameField;

const subdomainMatchesSlug = <T extends { slug: string; subdomain: string }>(v: T, ctx: z.RefinementCtx) => {
  if (v.slug && v.subdomain && v.slug !== v.subdomain) {
    ctx.addIssue({ code: "custom", path: ["subdomain"], message: "Subdomain must match the store slug" });
  }
};

const storeFields = { name: storeName, slug: storeSlug, subdomain, description };

/** The admin's create-tenant dialog: the store and its owner, created together (POST /api/tenants). */
export const createTenantWithOwnerSchema = z
  .object({
    ...storeFields,
    ownerEmail: email,
    ownerPassword: password,
    ownerFirstName: firstName,
    ownerLastName: lastName,
  })
  .superRefine(subdomainMatchesSlug);

/** POST /api/tenants naming an owner made before by POST /api/admin/create-tenant-user (owner first, then the store). */
export const createTenantForOwnerSchema = z
  .object({ ...storeFields, ownerId: z.uuid("Invalid owner id") })
  .superRefine(subdomainMatchesSlug);

/** POST /api/admin/create-tenant-user: an owner account (role tenant) without a store yet. */
export const createTenantUserSchema = z.object({
  email,
  password,
  firstName,
  lastName,
  role: z.literal("tenant", "Role must be tenant").default("tenant"),
});

/** PATCH /api/admin/tenants/{id}: the admin's store actions (switch a store on or off, give it more days). */
export const adminTenantUpdateSchema = z
  .object({
    isActive: z.boolean("isActive must be true or false").optional(),
    extendDays: z.coerce.number().int("Whole days only").min(1, "At least 1 day").max(365, "At most 365 days").optional(),
  })
  .refine((v) => v.isActive !== undefined || v.extendDays !== undefined, { message: "Nothing to change", path: ["isActive"] });
export type AdminTenantUpdate = z.output<typeof adminTenantUpdateSchema>;

export type CreateTenantWithOwnerInput = z.output<typeof createTenantWithOwnerSchema>;
export type CreateTenantForOwnerInput = z.output<typeof createTenantForOwnerSchema>;
export type CreateTenantUserInput = z.output<typeof createTenantUserSchema>;

/** The platform currency: subscriptions are billed in it and admin revenue is headlined in it. */
export const PLATFORM_CURRENCY = "INR";

/** Money as decimal strings in `currency`. */
export type CurrencyFigures = { currency: string; monthlyRevenue: string; platformFees: string };

/** GET /api/admin/stats; stores sell in their own currencies, hence the breakdown. */
export type AdminStats = {
  activeTenants: number;
  totalOrders: number;
  /** This calendar month (UTC), in PLATFORM_CURRENCY, as decimal strings. */
  monthlyRevenue: string;
  platformFees: string;
  currency: string;
  /** The same two figures for every currency that has any this month. */
  byCurrency: CurrencyFigures[];
};

/** A store as the platform admin sees it: never payment keys, which only the store's own settings page may touch. */
export type AdminTenant = {
  id: string;
  name: string;
  slug: string;
  subdomain: string;
  domain: string;
  description: string | null;
  ownerId: string | null;
  ownerEmail: string | null;
  subscriptionPlan: string | null;
  subscriptionStatus: string;
  purchaseDate: string | null;
  nextDueDate: string | null;
  isActive: boolean;
  logoUrl: string | null;
  activeTheme: string;
  currency: string;
  createdAt: string;
};

export function toAdminTenant(t: TenantRow, rootDomain: string, ownerEmail: string | null = null): AdminTenant {
  const due = t.nextDueDate ?? t.trialEndsAt;
  return {
    id: t.id,
    name: t.name,
    slug: t.slug,
    subdomain: t.subdomain,
    domain: storeDomain(t, rootDomain),
    description: t.description,
    ownerId: t.ownerId,
    ownerEmail,
    subscriptionPlan: t.subscriptionPlan,
    subscriptionStatus: t.subscriptionStatus,
    purchaseDate: t.purchaseDate?.toISOString() ?? null,
    nextDueDate: due?.toISOString() ?? null,
    isActive: t.isActive,
    logoUrl: t.logo,
    activeTheme: t.activeTheme,
    currency: t.currency,
    createdAt: t.createdAt.toISOString(),
  };
}

/** A store on the owner's 'Select a Store to Manage' screen (GET /api/tenants/my-stores). */
/** A store of the platform's store picker; `role`: the account owns it or is its staff (issue 40). */
export type MyStore = { id: string; name: string; slug: string; subdomain: string; domain: string; isActive: boolean; role: "owner" | "staff" };

export function toMyStore(t: TenantRow, rootDomain: string, role: MyStore["role"] = "owner"): MyStore {
  return {
    role,
    id: t.id,
    name: t.name,
    slug: t.slug,
    subdomain: t.subdomain,
    domain: storeDomain(t, rootDomain),
    isActive: t.isActive,
  };
}

/** True when the date (ISO) lies before `now`: the admin card shows it in red. */
export function isOverdue(iso: string | null, now = new Date()): boolean {
  if (!iso) return false;
  const t = Date.parse(iso);
  return Number.isFinite(t) && t < now.getTime();
}

/**
 * POST /api/tenants: an object read as createTenantForOwnerSchema when it names an ownerId, else as
 * createTenantWithOwnerSchema (the admin screen's form).
 */
export const createTenantBodySchema = z.record(z.string(), z.unknown(), "Invalid input");
