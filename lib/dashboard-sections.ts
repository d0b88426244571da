/**
 * The tenant dashboard's sections and their URLs (docs/decisions/0141-dashboard-sections-as-routes.md).
 * Each section is a route of its own, /tenant-dashboard/{section} (the overview is /tenant-dashboard);
 * the spec's older /tenant-dashboard?tab={tab} URLs redirect there (proxy.ts). Kept free of React and
 * icons so the proxy can use it.
 */
export const SECTIONS = ["overview", "categories", "products", "collections", "orders", "discounts", "outbox", "menus", "tax", "billing", "account", "themes", "pages", "import"] as const;
export type Section = (typeof SECTIONS)[number];

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
