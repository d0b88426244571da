/**
 * The tenant dashboard's sections and their URLs (docs/decisions/0141-dashboard-sections-as-routes.md).
 * Each section is a route of its own, /tenant-dashboard/{section} (the overview is /tenant-dashboard);
 * the spec's older /tenant-dashboard?tab={tab} URLs redirect there (proxy.ts). Kept free of React and
 * icons so the proxy can use it.
 */
import type { PermissionRule } from "@/lib/permissions";

export const SECTIONS = ["overview", "categories", "products", "collections", "orders", "customers", "discounts", "gift-cards", "outbox", "menus", "tax", "billing", "account", "themes", "pages", "import", "staff", "activity", "redirects", "reports", "drafts", "returns", "reviews", "abandoned-checkouts"] as const;
export type Section = (typeof SECTIONS)[number];

/**
 * What a store member needs to open each section (issue 40), as the owner routes it calls declare it
 * (lib/{slice}/endpoints.ts): the sidebar shows only what the member may use, and a direct URL to another section shows
 * a clear "no permission" page instead (components/dashboard/store-gate.tsx).
 */
export const SECTION_RULES: Record<Section, PermissionRule> = {
  overview: "member",
  categories: "products",
  products: "products",
  collections: "products",
  import: "products",
  orders: "orders",
  drafts: "orders",
  customers: "customers",
  discounts: "discounts",
  "gift-cards": "discounts",
  outbox: "settings",
  menus: "content",
  themes: "content",
  pages: "content",
  tax: "settings",
  billing: "owner",
  account: "member",
  staff: "staff",
  activity: "staff",
  redirects: "settings",
  reports: "reports",
  returns: "orders",
  reviews: "products",
  "abandoned-checkouts": "orders",
};

/** Store pages outside the sections (editors, settings pages): the rule of the first path prefix that matches. */
const PAGE_RULES: [RegExp, PermissionRule][] = [
  [/^\/tenant-dashboard\/(products|categories|collections|import)(\/|$)/, "products"],
  [/^\/tenant-dashboard\/discounts(\/|$)/, "discounts"],
  [/^\/tenant-dashboard\/(orders|drafts|returns|abandoned-checkouts)(\/|$)/, "orders"],
  [/^\/tenant-dashboard\/customers(\/|$)/, "customers"],
  [/^\/(currency-settings|language-settings|store-settings|payment-settings|shipping-settings)(\/|$)/, "settings"],
  [/^\/hero-banner(\/|$)/, "content"],
  [/^\/apps-settings(\/|$)/, "apps"],
];

/**
 * The rule of a dashboard or settings page, from its path in any addressing mode (/store/{slug}/…, /t/{key}/…
 * or bare): the section's rule, else the page's, else "member".
 */
export function ruleForPath(pathname: string): PermissionRule {
  const section = sectionFromPath(pathname);
  if (section) return SECTION_RULES[section];
  const rest = pathname.replace(/^\/(store|t)\/[^/]+/, "");
  return PAGE_RULES.find(([re]) => re.test(rest))?.[1] ?? "member";
}

/** ?tab= aliases: tab=menu opens the menus section. */
const TAB_ALIASES: Record<string, Section> = { menu: "menus", collection: "collections", page: "pages", order: "orders", discount: "discounts", mail: "outbox" };

/** The section a ?tab= value names; anything unknown opens the overview. */
export function sectionFromTab(tab: string | string[] | null | undefined): Section {
  const t = (Array.isArray(tab) ? tab[0] : tab)?.trim().toLowerCase() ?? "";
  if ((SECTIONS as readonly string[]).includes(t)) return t as Section;
  return TAB_ALIASES[t] ?? "overview";
}

/** The store-relative URL of a section: /tenant-dashboard or /tenant-dashboard/{section}. */
export function sectionPath(section: Section): string {
  return section === "overview" ? "/tenant-dashboard" : `/tenant-dashboard/${section}`;
}

const SECTION_IN_PATH = /\/tenant-dashboard(?:\/([^/?#]+))?\/?$/;

/**
 * The section a dashboard URL path shows, in any addressing mode (/tenant-dashboard/orders,
 * /store/demo/tenant-dashboard/orders, /t/{key}/tenant-dashboard/orders); null for any other page
 * (an editor such as /tenant-dashboard/products/new, a settings page).
 */
export function sectionFromPath(pathname: string): Section | null {
  const m = SECTION_IN_PATH.exec(pathname);
  if (!m) return null;
  if (!m[1]) return "overview";
  return (SECTIONS as readonly string[]).includes(m[1]) && m[1] !== "overview" ? (m[1] as Section) : null;
}

/**
 * Where a store page request for /tenant-dashboard?tab=… goes instead: the section's own route with the
 * rest of the query (e.g. ?tab=orders&order=7 → /tenant-dashboard/orders?order=7). `rest` is the store-relative
 * path, `pathname` the path as requested (with /store/{slug} in path mode). Null when there is nothing to redirect.
 */
export function tabRedirect(rest: string, pathname: string, search: URLSearchParams): string | null {
  if (rest !== "/tenant-dashboard" && rest !== "/tenant-dashboard/") return null;
  if (!search.has("tab")) return null;
  const section = sectionFromTab(search.get("tab"));
  const query = new URLSearchParams(search);
  query.delete("tab");
  const base = pathname.replace(/\/tenant-dashboard\/?$/, "");
  const q = query.toString();
  return `${base}${sectionPath(section)}${q ? `?${q}` : ""}`;
}
