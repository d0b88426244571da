import { satisfies, type Membership } from "@/lib/permissions";

/**
 * Who may read which part of a store's activity log (record 0143): the whole log with `staff` (the owner holds
 * it); one order's entries with `orders`, one product's with `products` (the order and product pages list
 * them). The platform admin reads every store. Pure, so the rule is tested without a request.
 */
export function mayReadActivity(
  access: ({ kind: "admin" } | ({ kind: "member" } & Pick<Membership, "role" | "permissions">)) | null,
  q: { resourceType?: string; resourceId?: string },
): boolean {
  if (!access) return false;
  if (access.kind === "admin") return true;
  if (satisfies(access, "staff")) return true;
  if (!q.resourceId) return false;
  if (q.resourceType === "order") return satisfies(access, "orders");
  if (q.resourceType === "product") return satisfies(access, "products");
  return false;
}
