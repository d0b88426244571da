/**
 * The permissions a store member may hold (issue 40; record 0142). Free of server code and of the database
 * schema (which takes its column type from here): the dashboard's navigation, the Staff screen's checkboxes,
 * the endpoint descriptors and the route wrapper read the same list.
 */
export const STAFF_PERMISSIONS = ["products", "orders", "customers", "discounts", "content", "settings", "reports", "staff", "apps"] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/** What each permission covers, as the Staff screen and the 403 message name it. */
export const PERMISSION_AREAS: Record<StaffPermission, { label: string; area: string; covers: string }> = {
  products: { label: "Products", area: "products", covers: "Catalogue, collections, categories, inventory, import and export" },
  orders: { label: "Orders", area: "orders", covers: "Orders, fulfilment, cancellations and refunds" },
  customers: { label: "Customers", area: "customers", covers: "Customers and their export" },
  discounts: { label: "Discounts", area: "discounts", covers: "Discount codes and automatic discounts" },
  content: { label: "Content", area: "content", covers: "Menus, pages, hero banners, themes and the storefront editor" },
  settings: { label: "Settings", area: "settings", covers: "Store, payments, taxes, shipping, domains and mail" },
  reports: { label: "Reports", area: "reports", covers: "Sales and store reports" },
  staff: { label: "Staff", area: "staff", covers: "Staff members, their permissions and the activity log" },
  apps: { label: "Apps", area: "apps", covers: "API tokens and webhooks" },
};


/** The 403 message of a member who lacks `p` (issue 40's wording). */
export function permissionMessage(p: StaffPermission): string {
  return `You do not have permission to manage ${PERMISSION_AREAS[p].area}`;
}

/** A member's standing in one store: the owner holds every permission. */
export type Membership = { role: "owner" | "staff"; permissions: StaffPermission[]; memberId: string | null };

export const OWNER_MEMBERSHIP: Membership = { role: "owner", permissions: [...STAFF_PERMISSIONS], memberId: null };


/**
 * What an owner-side route or screen requires (declared beside its auth: the endpoint descriptor's `permission`,
 * lib/dashboard-sections.ts for screens): one permission, any of several, any member ("member": what every
 * member's dashboard needs, such as the store itself), or the owner alone ("owner": billing, ownership).
 */
export type PermissionRule = StaffPermission | readonly StaffPermission[] | "member" | "owner";

export function satisfies(m: Pick<Membership, "role" | "permissions"> | null | undefined, rule: PermissionRule | undefined): boolean {
  if (!m) return false;
  if (m.role === "owner" || rule === undefined || rule === "member") return true;
  if (rule === "owner") return false;
  const any: readonly StaffPermission[] = typeof rule === "string" ? [rule] : rule;
  return any.some((p) => m.permissions.includes(p));
}

/** The 403 message of a rule a member does not meet. */
export function ruleMessage(rule: PermissionRule | undefined): string {
  if (rule === undefined || rule === "member") return "You do not have access to this store";
  if (rule === "owner") return "Only the store owner can do this";
  return permissionMessage(typeof rule === "string" ? rule : rule[0]);
}
