import type { LucideIcon } from "lucide-react";
import { ChartColumn, Contact, FolderTree, History, LayoutDashboard, Mail, Menu, Package, Palette, Settings, ShoppingCart, TicketPercent, Users } from "lucide-react";
import { ruleForPath, SECTION_RULES, type Section } from "@/lib/dashboard-sections";
import type { PermissionRule } from "@/lib/permissions";

export { sectionPath, type Section } from "@/lib/dashboard-sections";

/**
 * The tenant dashboard's sidebar, in one list so the sidebar and the section routes agree. A section is a route
 * of the dashboard (/tenant-dashboard/{section}, lib/dashboard-sections.ts); a link leaves it for a store page
 * of its own (settings pages, hero banners).
 */
export type NavLeaf = { label: string; section: Section } | { label: string; href: string };
export type NavEntry = { label: string; icon: LucideIcon; section?: Section; children?: NavLeaf[] };

export const NAV: NavEntry[] = [
  { label: "Overview", icon: LayoutDashboard, section: "overview" },
  { label: "Categories", icon: FolderTree, section: "categories" },
  { label: "Products", icon: Package, section: "products", children: [{ label: "Collections", section: "collections" }, { label: "Reviews", section: "reviews" }] },
  { label: "Orders", icon: ShoppingCart, section: "orders", children: [{ label: "Drafts", section: "drafts" }, { label: "Returns", section: "returns" }, { label: "Abandoned checkouts", section: "abandoned-checkouts" }] },
  { label: "Customers", icon: Contact, section: "customers" },
  { label: "Reports", icon: ChartColumn, section: "reports" },
  { label: "Discounts", icon: TicketPercent, section: "discounts", children: [{ label: "Gift cards", section: "gift-cards" }] },
  { label: "Outbox", icon: Mail, section: "outbox" },
  { label: "Menu", icon: Menu, section: "menus" },
  { label: "Staff", icon: Users, section: "staff" },
  { label: "Activity", icon: History, section: "activity" },
  {
    label: "Settings",
    icon: Settings,
    children: [
      { label: "General", href: "/currency-settings" },
      { label: "Languages", href: "/language-settings" },
      { label: "Tax", section: "tax" },
      { label: "Payments", href: "/payment-settings" },
      { label: "Shipping", href: "/shipping-settings" },
      { label: "Apps and API", href: "/apps-settings" },
      { label: "Redirects", section: "redirects" },
      { label: "Plan & Billing", section: "billing" },
      { label: "Account", section: "account" },
    ],
  },
  {
    label: "Store Front",
    icon: Palette,
    children: [
      { label: "Themes", section: "themes" },
      { label: "Pages", section: "pages" },
      { label: "Hero Banner", href: "/hero-banner" },
    ],
  },
];

export const SECTION_TITLES: Record<Section, string> = {
  overview: "Overview",
  categories: "Categories",
  products: "Products",
  collections: "Collections",
  orders: "Orders",
  drafts: "Draft orders",
  customers: "Customers",
  discounts: "Discounts",
  "gift-cards": "Gift cards",
  reviews: "Reviews",
  outbox: "Outbox",
  menus: "Menus",
  tax: "Tax",
  billing: "Plan & Billing",
  account: "Account",
  themes: "Themes",
  pages: "Pages",
  import: "Import products",
  staff: "Staff",
  activity: "Activity",
  redirects: "Redirects",
  reports: "Reports",
  returns: "Returns",
  "abandoned-checkouts": "Abandoned checkouts",
};

/** Sections reached from another one rather than from the sidebar; the sidebar marks their parent. */
const SECTION_PARENT: Partial<Record<Section, Section>> = { import: "products" };

/** The sidebar entry that stands for a section (itself, or the section it is opened from). */
export function navSection(section: Section | null): Section | null {
  return section ? (SECTION_PARENT[section] ?? section) : null;
}

/** True when the entry or one of its children is the open section or page (the group stays expanded). */
export function entryContains(entry: NavEntry, section: Section | null, activeHref?: string): boolean {
  if (section && entry.section === section) return true;
  return !!entry.children?.some((c) => ("section" in c ? c.section === section : !!activeHref && c.href === activeHref));
}

/**
 * The sidebar a member sees (issue 40): each entry and link kept only when `can` allows its rule (a section's
 * SECTION_RULES, a page's ruleForPath); a group left with no child and no section of its own goes.
 */
export function visibleNav(can: (rule: PermissionRule) => boolean, nav: NavEntry[] = NAV): NavEntry[] {
  const leafOk = (l: NavLeaf) => can("section" in l ? SECTION_RULES[l.section] : ruleForPath(l.href));
  return nav.flatMap((e) => {
    const children = e.children?.filter(leafOk);
    const own = e.section ? can(SECTION_RULES[e.section]) : false;
    if (e.children) {
      if (!own && (!children || children.length === 0)) return [];
      // A section the member may not open, whose children they may: a plain group of those children.
      if (!own && e.section) return [{ ...e, section: undefined, children }];
      return [{ ...e, children }];
    }
    return own ? [e] : [];
  });
}
