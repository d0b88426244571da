import type { DiscountDto, DiscountStatus } from "@/lib/discounts/schemas";
import { formatMoney, toMinor } from "@/lib/money";

/*
 * The words the owner's discount list shows, as pure functions so the list, the form's preview and the tests
 * agree: "10% off", "Whole order", "Minimum ₹500 · 3 uses", "Used up", "2 / 3 used".
 */

type ValueFields = Pick<DiscountDto, "type" | "value">;
type TargetFields = Pick<DiscountDto, "appliesTo">;
type ConditionFields = Pick<DiscountDto, "minSubtotal" | "minQuantity" | "usageLimit" | "oncePerCustomer" | "firstOrderOnly" | "automatic" | "combinesWithCode">;

/** "10" for "10.00", "12.5" for "12.50": a stored decimal without the zeros nobody reads. */
export function trimDecimal(value: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(value.trim())) return value;
  return value.trim().replace(/(\.\d*?)0+$/, "$1").replace(/\.$/, "");
}

/** An amount in the store's currency, without ".00" when it is whole ("₹500", "₹49.50"). */
export function shortMoney(amount: string, currency: string): string {
  const full = formatMoney(amount, currency);
  return /\.00$/.test(full) ? full.slice(0, -3) : full;
}

/** "10% off", "₹50 off", "Free shipping". */
export function valueLabel(d: ValueFields, currency: string): string {
  if (d.type === "free_shipping") return "Free shipping";
  if (d.type === "percentage") return `${trimDecimal(d.value)}% off`;
  return `${shortMoney(d.value, currency)} off`;
}

const STATUS_LABELS: Record<DiscountStatus, string> = {
  active: "Active",
  scheduled: "Scheduled",
  expired: "Expired",
  used_up: "Used up",
  inactive: "Inactive",
};

export function statusLabel(status: DiscountStatus): string {
  return STATUS_LABELS[status];
}

/**
 * The badge's look: green when it works now, amber when it will, grey when it no longer does (muted grey when
 * it ran its course, outlined when the owner switched it off). Not the theme's "secondary", which a store's
 * colours may make look like "active".
 */
export function statusBadge(status: DiscountStatus): { variant: "success" | "warning" | "outline"; className?: string } {
  if (status === "active") return { variant: "success" };
  if (status === "scheduled") return { variant: "warning" };
  if (status === "inactive") return { variant: "outline" };
  return { variant: "outline", className: "border-transparent bg-muted text-muted-foreground" };
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Whole order", or what it is limited to: "3 products, 1 collection". */
export function appliesToLabel(d: TargetFields): string {
  const { productIds, collectionIds, categoryIds } = d.appliesTo;
  const parts = [
    productIds.length ? count(productIds.length, "product", "products") : null,
    collectionIds.length ? count(collectionIds.length, "collection", "collections") : null,
    categoryIds.length ? count(categoryIds.length, "category", "categories") : null,
  ].filter((x): x is string => x !== null);
  return parts.length ? parts.join(", ") : "Whole order";
}

/** The conditions in one line ("Minimum ₹500 · 3 uses · Once per customer"), or "No conditions". */
export function conditionsSummary(d: ConditionFields, currency: string): string {
  const parts: string[] = [];
  if (d.minSubtotal && toMinor(d.minSubtotal) > 0) parts.push(`Minimum ${shortMoney(d.minSubtotal, currency)}`);
  if (d.minQuantity) parts.push(`Minimum ${count(d.minQuantity, "item", "items")}`);
  if (d.usageLimit) parts.push(count(d.usageLimit, "use", "uses"));
  if (d.oncePerCustomer) parts.push("Once per customer");
  if (d.firstOrderOnly) parts.push("First order only");
  if (d.automatic && d.combinesWithCode) parts.push("Combines with codes");
  return parts.length ? parts.join(" · ") : "No conditions";
}

/** "2 / 3 used" with a limit, "2 used" without. */
export function usageLabel(d: Pick<DiscountDto, "timesUsed" | "usageLimit">): string {
  return d.usageLimit ? `${d.timesUsed} / ${d.usageLimit} used` : `${d.timesUsed} used`;
}

/** What the list names a discount by: its code, else its title (automatic discounts have no code). */
export function discountName(d: Pick<DiscountDto, "code" | "title">): string {
  return d.code ?? d.title ?? "Untitled discount";
}

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/**
 * A code to print on a poster: upper-case letters and digits without the look-alikes (0/O, 1/I), from the
 * browser's crypto. `random` is for tests.
 */
export function generateCode(length = 8, random: (n: number) => Uint32Array = (n) => crypto.getRandomValues(new Uint32Array(n))): string {
  const bytes = random(length);
  let code = "";
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[bytes[i] % CODE_ALPHABET.length];
  return code;
}

/** "From 25 Nov 2026, 09:30 until 1 Dec 2026, 00:00", "From now, no end": when a discount runs, in the reader's time zone. */
export function datesLabel(startsAt: string | null, endsAt: string | null, locale?: string, timeZone?: string): string {
  const fmt = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone });
  const when = (iso: string) => fmt.format(new Date(iso));
  const from = startsAt ? `From ${when(startsAt)}` : "From now";
  return endsAt ? `${from} until ${when(endsAt)}` : `${from}, no end`;
}
