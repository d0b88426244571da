import type { tenants } from "@/db/schema";

export type TenantRow = typeof tenants.$inferSelect;

/** The store as shoppers and the storefront see it (spec 1 §3): public fields only, never keys. */
export type PublicTenant = {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  logo: string | null;
  favicon: string | null;
  showSiteName: boolean;
  domain: string;
  customDomain: string | null;
  currency: string;
  country: string;
  primaryColor: string;
  secondaryColor: string;
  theme: string;
  activeTheme: string;
  isActive: boolean;
};

export function toPublicTenant(t: TenantRow, rootDomain: string): PublicTenant {
  return {
    id: t.id,
    slug: t.slug,
    name: t.name,
    description: t.description,
    logo: t.logo,
    favicon: t.favicon,
    showSiteName: t.showSiteName,
    domain: t.customDomain ?? `${t.subdomain}.${rootDomain}`,
    customDomain: t.customDomain,
    currency: t.currency,
    country: t.country,
    primaryColor: t.primaryColor,
    secondaryColor: t.secondaryColor,
    theme: t.theme,
    activeTheme: t.activeTheme,
    isActive: t.isActive,
  };
}
