import { formatMoney, toMinor } from "@/lib/money";
import type { DiscountTargets, DiscountType } from "@/db/schema";

/**
 * Discounts, pure: which apply to a basket and how much each line gets, in integer minor units.
 *
 * - A discount applies to the lines it targets (products, collections, categories; none named: every line).
 * - Conditions: active, started, not ended, uses left, minimum subtotal and quantity (of the targeted lines),
 *   once per customer, first order only, customer segments. The first failing one is the shopper's reason.
 * - percentage: round(targeted subtotal × value %); fixed: the value, at most the targeted subtotal; both
 *   allocated to the targeted lines in proportion to their amounts (floor), the remainder on the last line
 *   (spilling backwards if that line cannot take it), so line discounts add up to the order's exactly and no
 *   line goes below zero. free_shipping: the shipping charge.
 * - Combining (decision 0065): at most one code and one automatic discount (the best of the automatic ones).
 *   A code and an automatic discount both apply when the automatic one allows it (`combinesWithCode`; then the
 *   automatic one applies first and the code to what is left); otherwise the larger saving applies and the
 *   other is dropped, with a reason when it is the code.
 */
export const BETTER_DISCOUNT = "A better discount is already applied to your order";

export type DiscountRule = {
  id: string;
  code: string | null;
  title: string | null;
  type: DiscountType;
  /** Percent or amount, a decimal string. */
  value: string;
  appliesTo: DiscountTargets;
  minSubtotal: string | null;
  minQuantity: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  timesUsed: number;
  oncePerCustomer: boolean;
  firstOrderOnly: boolean;
  /** Empty: every shopper. Else a signed-in customer in one of these segments. */
  customerSegmentIds: readonly string[];
  automatic: boolean;
  combinesWithCode: boolean;
  isActive: boolean;
};

export type DiscountLine = {
  productId: string;
  categoryId: string | null;
  collectionIds: readonly string[];
  /** unit price × quantity, minor units. */
  amount: number;
  quantity: number;
};

/**
 * What is known of the shopper: the discounts they used once already, whether they ordered before, and which of
 * the rules' customer segments they are in (absent: none asked). Null: a guest quote.
 */
export type CustomerFacts = { usedDiscountIds: ReadonlySet<string>; hasOrdered: boolean; segmentIds?: ReadonlySet<string> } | null;

export type AppliedDiscount = { id: string; code: string | null; title: string | null; type: DiscountType; amount: number };

export type DiscountResult = {
  applied: AppliedDiscount[];
  /** Per input line, minor units. */
  lineDiscounts: number[];
  shippingDiscount: number;
  /** Lines plus shipping. */
  total: number;
  /** Why the code given does not apply (null: it applies, or none was given). */
  codeError: string | null;
};

const isTargeted = (t: DiscountTargets) => t.productIds.length + t.collectionIds.length + t.categoryIds.length > 0;

function targets(rule: DiscountRule, line: DiscountLine): boolean {
  const t = rule.appliesTo;
  if (!isTargeted(t)) return true;
  return (
    t.productIds.includes(line.productId) ||
    (line.categoryId !== null && t.categoryIds.includes(line.categoryId)) ||
    line.collectionIds.some((c) => t.collectionIds.includes(c))
  );
}

/** Why the rule does not apply to these lines for this shopper now, or null. */
export function whyNot(rule: DiscountRule, lines: readonly DiscountLine[], now: Date, customer: CustomerFacts, currency: string): string | null {
  const word = rule.code ? "code" : "discount";
  if (!rule.isActive) return `This ${word} is not valid`;
  if (rule.startsAt && rule.startsAt > now) return `This ${word} is not active yet`;
  if (rule.endsAt && rule.endsAt <= now) return `This ${word} has expired`;
  if (rule.usageLimit !== null && rule.timesUsed >= rule.usageLimit) return `This ${word} has been used up`;
  const hit = lines.filter((l) => targets(rule, l));
  if (hit.length === 0) return `This ${word} does not apply to the items in your cart`;
  const subtotal = hit.reduce((s, l) => s + l.amount, 0);
  if (rule.minSubtotal !== null && subtotal < toMinor(rule.minSubtotal)) return `Spend ${formatMoney(rule.minSubtotal, currency)} or more to use this ${word}`;
  const qty = hit.reduce((s, l) => s + l.quantity, 0);
  if (rule.minQuantity !== null && qty < rule.minQuantity) return `Add ${rule.minQuantity} or more items to use this ${word}`;
  if (rule.oncePerCustomer && customer?.usedDiscountIds.has(rule.id)) return `You have already used this ${word}`;
  if (rule.firstOrderOnly && customer?.hasOrdered) return `This ${word} is for a first order only`;
  if (rule.customerSegmentIds.length) {
    if (!customer) return `Sign in to use this ${word}`;
    if (!rule.customerSegmentIds.some((id) => customer.segmentIds?.has(id))) return `This ${word} is not available for your account`;
  }
  return null;
}

/**
 * Share `total` among `amounts` in proportion (floor), the remainder on the last one, never more than an
 * amount; Σ result = total when total ≤ Σ amounts.
 */
export function allocate(total: number, amounts: readonly number[]): number[] {
  const sum = amounts.reduce((a, b) => a + b, 0);
  if (total <= 0 || sum <= 0 || amounts.length === 0) return amounts.map(() => 0);
  const t = Math.min(total, sum);
  const out = amounts.map((a) => Math.floor((a * t) / sum));
  let rest = t - out.reduce((a, b) => a + b, 0);
  for (let i = amounts.length - 1; i >= 0 && rest > 0; i--) {
    const room = amounts[i] - out[i];
    const take = Math.min(room, rest);
    out[i] += take;
    rest -= take;
  }
  return out;
}

/** The merchandise discount of one rule on the lines' remaining amounts (per line). */
function merchandise(rule: DiscountRule, lines: readonly DiscountLine[], remaining: readonly number[]): number[] {
  if (rule.type === "free_shipping") return lines.map(() => 0);
  const idx = lines.map((l, i) => (targets(rule, l) ? i : -1)).filter((i) => i >= 0);
  const base = idx.reduce((s, i) => s + remaining[i], 0);
  // Percent in hundredths (12.5 % → 1250), so the arithmetic stays in integers.
  const total = rule.type === "percentage" ? Math.min(base, Math.round((base * toMinor(rule.value)) / 10_000)) : Math.min(toMinor(rule.value), base);
  const shares = allocate(
    total,
    idx.map((i) => remaining[i]),
  );
  const out = lines.map(() => 0);
  idx.forEach((i, k) => (out[i] = shares[k]));
  return out;
}

/**
 * Apply rules in order to the lines; `shippingFor(discountedSubtotal)` gives the shipping charge that a free
 * shipping rule takes off (shipping depends on what is left to pay).
 */
export function applyRules(rules: readonly DiscountRule[], lines: readonly DiscountLine[], shippingFor: (discountedSubtotal: number) => number): Omit<DiscountResult, "codeError"> {
  const remaining = lines.map((l) => l.amount);
  const lineDiscounts = lines.map(() => 0);
  const applied: AppliedDiscount[] = [];
  let freeShipping: DiscountRule | null = null;
  for (const rule of rules) {
    if (rule.type === "free_shipping") {
      freeShipping ??= rule;
      continue;
    }
    const d = merchandise(rule, lines, remaining);
    d.forEach((x, i) => {
      remaining[i] -= x;
      lineDiscounts[i] += x;
    });
    applied.push({ id: rule.id, code: rule.code, title: rule.title, type: rule.type, amount: d.reduce((a, b) => a + b, 0) });
  }
  let shippingDiscount = 0;
  if (freeShipping) {
    shippingDiscount = Math.max(0, shippingFor(remaining.reduce((a, b) => a + b, 0)));
    applied.push({ id: freeShipping.id, code: freeShipping.code, title: freeShipping.title, type: "free_shipping", amount: shippingDiscount });
  }
  return { applied, lineDiscounts, shippingDiscount, total: lineDiscounts.reduce((a, b) => a + b, 0) + shippingDiscount };
}

/** The discounts a basket gets: the best automatic one, the code, and the combining rule above. */
export function chooseDiscounts(input: {
  code: DiscountRule | null;
  automatic: readonly DiscountRule[];
  lines: readonly DiscountLine[];
  now: Date;
  customer: CustomerFacts;
  currency: string;
  shippingFor: (discountedSubtotal: number) => number;
}): DiscountResult {
  const { lines, now, customer, currency, shippingFor } = input;
  const none: DiscountResult = { applied: [], lineDiscounts: lines.map(() => 0), shippingDiscount: 0, total: 0, codeError: null };
  const usable = input.automatic.filter((r) => r.automatic && !whyNot(r, lines, now, customer, currency));
  let bestAuto: (DiscountResult & { rule: DiscountRule }) | null = null;
  for (const rule of usable) {
    const r = { ...applyRules([rule], lines, shippingFor), codeError: null, rule };
    if (!bestAuto || r.total > bestAuto.total || (r.total === bestAuto.total && rule.id < bestAuto.rule.id)) bestAuto = r;
  }
  const auto: DiscountResult = bestAuto ? { applied: bestAuto.applied, lineDiscounts: bestAuto.lineDiscounts, shippingDiscount: bestAuto.shippingDiscount, total: bestAuto.total, codeError: null } : none;
  if (!input.code) return auto;

  const reason = whyNot(input.code, lines, now, customer, currency);
  if (reason) return { ...auto, codeError: reason };
  if (bestAuto?.rule.combinesWithCode) return { ...applyRules([bestAuto.rule, input.code], lines, shippingFor), codeError: null };
  const withCode: DiscountResult = { ...applyRules([input.code], lines, shippingFor), codeError: null };
  if (bestAuto && bestAuto.total > withCode.total) return { ...auto, codeError: BETTER_DISCOUNT };
  return withCode;
}
