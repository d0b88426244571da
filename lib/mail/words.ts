import { mailT } from "./templates/layout";

/**
 * The words an order mail builds from the order's data, in the mail's language (issue 44): payment methods, the money
 * rows (named in English by lib/orders/total-rows.ts for the pages and the invoice), dates.
 */

/** A date ("2030-12-31") as the language writes it; English keeps the date as stored (what its mails always showed). */
export function mailDate(date: string, lang: string | undefined): string {
  if (!lang || lang === "en") return date;
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date);
  return Number.isNaN(d.getTime()) ? date : new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "UTC" }).format(d);
}

const METHODS = ["cod", "razorpay", "stripe", "paypal", "manual", "gift_card"] as const;
/** A payment method as the shopper reads it, in the mail's language (English by default; English names "gift_card" as stored). */
export const methodLabel = (m: string, lang = "en") =>
  (METHODS as readonly string[]).includes(m) && !(m === "gift_card" && lang === "en") ? mailT({ lang })(`methods.${m as (typeof METHODS)[number]}`) : m;

/**
 * A money row's label in the mail's language: the rows come named in English (lib/orders/total-rows.ts, shared with
 * the pages and the invoice); the mail names them by kind, a discount's code or title kept as it is.
 */
export function rowLabel(r: { kind: string; label: string }, lang = "en"): string {
  if (lang === "en") return r.label;
  const t = mailT({ lang });
  const named = /^(Discount|Free shipping) \((.*)\)$/.exec(r.label);
  switch (r.kind) {
    case "subtotal":
      return t("rows.subtotal");
    case "shipping":
      return t("rows.shipping");
    case "tax":
      return r.label === "Tax (included)" ? t("rows.taxIncluded") : t("rows.tax");
    case "cod":
      return t("rows.cod");
    case "total":
      return t("rows.total");
    case "due":
      return t("rows.due");
    case "gift-card": {
      const last4 = /(\S+)$/.exec(r.label)?.[1];
      return last4 ? t("rows.giftCard", { last4 }) : r.label;
    }
    case "discount":
    case "shipping-discount":
      if (named) return named[1] === "Discount" ? t("rows.discountNamed", { name: named[2] }) : t("rows.freeShippingNamed", { name: named[2] });
      if (r.label === "Discount") return t("rows.discount");
      if (r.label === "Free shipping") return t("rows.freeShipping");
      if (r.label === "Shipping discount") return t("rows.shippingDiscount");
      return r.label;
    default:
      return r.label;
  }
}
