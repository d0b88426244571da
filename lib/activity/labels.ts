/**
 * What the Activity screen offers in its filters and how it names things (issue 40, record 0143). Free of server
 * code: the browser imports it.
 */
export const ACTOR_TYPE_LABELS = { owner: "Owner", staff: "Staff", admin: "Platform admin", token: "API token", system: "System" } as const;
export type ActorTypeName = keyof typeof ACTOR_TYPE_LABELS;

/** The resources entries are about, as recorded (record 0143 lists which write records which). */
export const RESOURCE_TYPE_LABELS: Record<string, string> = {
  product: "Products",
  product_import: "Product imports",
  category: "Categories",
  collection: "Collections",
  order: "Orders",
  draft_order: "Draft orders",
  discount: "Discounts",
  gift_card: "Gift cards",
  menu: "Menus",
  menu_item: "Menu items",
  page: "Pages",
  hero_banner: "Hero banners",
  theme: "Themes",
  store: "Store settings",
  tax_rule: "Tax rules",
  shipping_tier: "Shipping tiers",
  mail: "Mail",
  staff: "Staff",
  token: "API tokens",
  webhook: "Webhooks",
  redirect: "Redirects",
};

/** The actions the filter lists (others can still be typed in the URL: ?action=…). */
export const KNOWN_ACTIONS = [
  "product.created",
  "product.updated",
  "product.deleted",
  "product.imported",
  "product.import_started",
  "category.created",
  "category.updated",
  "category.deleted",
  "collection.created",
  "collection.updated",
  "collection.deleted",
  "order.placed",
  "order.paid",
  "order.fulfilled",
  "order.status_changed",
  "order.cancelled",
  "order.refunded",
  "order.restocked",
  "order.note_added",
  "draft_order.created",
  "draft_order.updated",
  "draft_order.deleted",
  "draft_order.invoice_sent",
  "draft_order.completed",
  "return.requested",
  "return.approved",
  "return.declined",
  "return.received",
  "return.refunded",
  "discount.created",
  "discount.updated",
  "discount.deleted",
  "gift_card.created",
  "gift_card.updated",
  "gift_card.redeemed",
  "gift_card.refunded",
  "menu.created",
  "menu.updated",
  "menu.deleted",
  "menu.reordered",
  "menu_item.created",
  "menu_item.updated",
  "menu_item.deleted",
  "page.created",
  "page.updated",
  "page.deleted",
  "hero_banner.created",
  "hero_banner.updated",
  "hero_banner.deleted",
  "theme.draft_saved",
  "theme.published",
  "theme.selected",
  "theme.customized",
  "theme.image_uploaded",
  "settings.store.updated",
  "settings.domain.updated",
  "settings.domain.verified",
  "settings.payments.updated",
  "settings.tax.updated",
  "settings.languages.updated",
  "translation.updated",
  "translation.imported",
  "settings.storage_migrated",
  "tax_rule.created",
  "tax_rule.updated",
  "tax_rule.deleted",
  "shipping_tier.created",
  "shipping_tier.updated",
  "shipping_tier.deleted",
  "mail.resent",
  "staff.invited",
  "staff.accepted",
  "staff.permissions_updated",
  "staff.removed",
  "staff.ownership_transferred",
  "token.created",
  "token.revoked",
  "webhook.created",
  "webhook.updated",
  "webhook.deleted",
  "webhook.secret_rotated",
  "webhook.disabled",
  "redirect.created",
  "redirect.deleted",
  "redirect.imported",
] as const;

/** Who did it, as a person reads it: the name, else the e-mail, else what kind of actor. */
export function actorLabel(a: { type: string; email?: string; name?: string }): string {
  if (a.name && a.email) return `${a.name} (${a.email})`;
  return a.name ?? a.email ?? ACTOR_TYPE_LABELS[a.type as ActorTypeName] ?? a.type;
}

/** One change as a line: "price: 10.00 → 12.00", "stripeSecretKey: changed". */
export function changeLine(field: string, change: unknown): string {
  if (change === "changed" || !Array.isArray(change)) return `${field}: changed`;
  const show = (v: unknown) => (v === null || v === undefined || v === "" ? "—" : typeof v === "string" ? v : JSON.stringify(v));
  return `${field}: ${show(change[0])} → ${show(change[1])}`;
}
